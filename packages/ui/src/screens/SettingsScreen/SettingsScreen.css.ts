import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { toneText } from '../../components/private/tone.ts';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** A failure text in a row (last verification error, why a webhook was disabled). */
export const errorText = style({
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.normal,
  color: toneText(vars.color.danger),
  overflowWrap: 'anywhere',
});

// ─── Domínios ───────────────────────────────────────────────────────────────────────────────────

/** The add form and the DNS box: side by side on desktops. */
export const domainTop = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 1fr)' } },
});

export const domainForm = style({ gap: vars.space.large });

export const dnsTable = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const dnsRow = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.controlSmall,
});

export const dnsValue = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
  color: vars.color.text,
});

/** A DNS box value that is an explanation, not a value to copy. */
export const dnsHint = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** A claim's code: long, breaks anywhere rather than widening the row. */
export const dnsCode = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const domainRow = style({
  gridTemplateAreas: '"main" "records" "actions"',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"main actions" "records records"',
    },
  },
});

/** An unverified domain's TXT record and expiry, under its name. */
export const domainRecords = style({
  gridArea: 'records',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const rowButtons = style({
  justifySelf: 'start',
  '@media': { [media.tablet]: { justifySelf: 'end' } },
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const dot = recipe({
  base: {
    display: 'inline-block',
    width: '8px',
    height: '8px',
    borderRadius: vars.radius.full,
    flexShrink: 0,
  },
  variants: {
    tone: {
      success: { background: vars.color.success },
      warning: { background: vars.color.warning },
      danger: { background: vars.color.danger },
      neutral: { background: vars.color.textMuted },
    },
  },
});

// ─── Planos ─────────────────────────────────────────────────────────────────────────────────────

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const planCard = style({
  flex: 1,
  gap: vars.space.medium,
  selectors: {
    '&&': { gap: vars.space.medium },
    '&[data-current]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
  },
});

export const planBadges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  minHeight: '22px',
});

export const planName = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const planPrice = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const planRate = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const planFeatures = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});

export const planFooter = style({ marginTop: 'auto', paddingTop: vars.space.small });

export const planNote = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

// ─── Webhooks ───────────────────────────────────────────────────────────────────────────────────

export const webhookForm = style({ gap: vars.space.xlarge });

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.5fr)', columnGap: vars.space.xlarge },
  },
});

export const eventsGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const eventsGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'repeat(3, minmax(0, max-content))',
      columnGap: vars.space.xlarge,
    },
  },
});

export const formActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

export const webhookRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  '@media': { [media.tablet]: { paddingInline: vars.space.large } },
  selectors: {
    '&[data-current]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
  },
});

export const webhookFacts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const lastDelivery = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
});

export const webhookActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  paddingTop: vars.space.small,
  borderTop: `1px solid ${vars.color.border}`,
});

// ─── Delivery log drawer ────────────────────────────────────────────────────────────────────────

/** The whole screen on phones; a wide panel from the right from tablets up. */
export const drawerPanel = style({
  selectors: { '&&': { width: '100vw', maxWidth: '100vw', borderLeft: 'none' } },
  '@media': {
    [media.tablet]: {
      selectors: {
        '&&': {
          width: `calc(${vars.size.formMax} + ${vars.size.sidebar})`,
          maxWidth: `calc(100vw - ${vars.space.xxxlarge})`,
          borderLeft: `1px solid ${vars.color.border}`,
        },
      },
    },
  },
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const drawerTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const drawerBody = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.large,
});

export const deliveryRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
});

export const deliveryOrder = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** The raw error under its Portuguese text. */
export const errorDetail = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const deliveryFacts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, auto))',
  justifyContent: 'start',
  columnGap: vars.space.xlarge,
  rowGap: vars.space.small,
  margin: 0,
});

// ─── Secret dialog ──────────────────────────────────────────────────────────────────────────────

export const secretBox = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const secretCode = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

// ─── Checklist ──────────────────────────────────────────────────────────────────────────────────

export const progressLabel = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const progressValue = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const progressTrack = style({
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const progressFill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.success,
});

export const checkIcon = recipe({
  variants: {
    done: {
      true: {
        selectors: { '&&': { color: toneText(vars.color.success), background: vars.color.successSoft } },
      },
      false: {},
    },
  },
});
