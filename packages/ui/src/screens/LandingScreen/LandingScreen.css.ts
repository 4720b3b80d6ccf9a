import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../components/private/focusRing.css.ts';
import { media } from '../../css/breakpoints.ts';
import { vars } from '../../themes/vars.css.ts';

const sectionSpace = `calc(${vars.space.xxxlarge} * 2)`;

export const page = style({
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  overflowX: 'clip',
});

export const container = style({
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space.large,
  '@media': { [media.tablet]: { paddingInline: vars.space.xlarge } },
});

/* Header */

/** Keyboard focus for plain anchors (RAC components get data-focus-visible instead). */
export const nativeFocus = style({
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  borderBottom: `1px solid ${vars.color.border}`,
  background: `color-mix(in srgb, ${vars.color.background} 82%, transparent)`,
  backdropFilter: 'saturate(1.4) blur(12px)',
});

export const headerBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.large,
  height: vars.size.header,
});

export const brand = style([
  nativeFocus,
  { color: vars.color.text, textDecoration: 'none', borderRadius: vars.radius.small },
]);

export const desktopNav = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'flex', alignItems: 'center', gap: vars.space.xsmall } },
});

export const navLink = style([
  nativeFocus,
  {
    color: vars.color.textMuted,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    borderRadius: vars.radius.medium,
    transition: `color ${vars.duration.fast}, background ${vars.duration.fast}`,
    ':hover': { color: vars.color.text, background: vars.color.surfaceRaised },
  },
]);

export const headerActions = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'flex', alignItems: 'center', gap: vars.space.small } },
});

export const headerEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const menuButton = style({
  '@media': { [media.desktop]: { display: 'none' } },
});

export const mobileMenu = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const mobileMenuActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  marginTop: vars.space.medium,
});

/* Hero */

export const hero = style({
  position: 'relative',
  paddingBlock: `${vars.space.xxxlarge} ${sectionSpace}`,
  '@media': { [media.desktop]: { paddingBlock: sectionSpace } },
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: 0,
    pointerEvents: 'none',
    backgroundImage: [
      `radial-gradient(ellipse 70% 55% at 50% -10%, ${vars.color.primarySoft}, transparent 70%)`,
      `linear-gradient(${vars.color.border} 1px, transparent 1px)`,
      `linear-gradient(90deg, ${vars.color.border} 1px, transparent 1px)`,
    ].join(', '),
    backgroundSize: '100% 100%, 48px 48px, 48px 48px',
    maskImage: 'radial-gradient(ellipse 80% 70% at 50% 0%, black 30%, transparent 75%)',
    opacity: 0.9,
  },
});

export const heroGrid = style({
  position: 'relative',
  zIndex: 1,
  display: 'grid',
  gap: vars.space.xxxlarge,
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: '1.1fr 0.9fr' } },
});

export const heroCopy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  alignItems: 'flex-start',
});

export const highlight = style({ color: vars.color.primary });

export const lead = style({
  margin: 0,
  maxWidth: '58ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.relaxed,
});

export const ctaRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  width: '100%',
  '@media': { [media.tablet]: { width: 'auto' } },
});

export const ctaButton = style({
  flex: '1 1 auto',
  '@media': { [media.tablet]: { flex: '0 0 auto' } },
});

export const trustList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.small} ${vars.space.xlarge}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const trustItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export const checkIcon = style({ color: vars.color.primary, flexShrink: 0 });

/* Checkout preview illustration */

export const preview = style({
  position: 'relative',
  width: '100%',
  maxWidth: vars.size.formMax,
  justifySelf: 'center',
  '@media': { [media.tablet]: { paddingBlock: vars.space.xxxlarge } },
});

export const previewCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.xlarge,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: `${vars.shadow.large}, 0 0 0 1px ${vars.color.primarySoft}`,
});

export const previewTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
});

export const previewSecure = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.success,
  fontWeight: vars.fontWeight.medium,
});

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.textMuted,
  '::before': {
    content: '""',
    height: '4px',
    borderRadius: vars.radius.full,
    background: vars.color.border,
  },
});

export const stepDone = style({
  color: vars.color.text,
  selectors: { '&::before': { background: vars.color.primary } },
});

export const product = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const productThumb = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.controlLarge,
  height: vars.size.controlLarge,
  borderRadius: vars.radius.medium,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const productInfo = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const productPrice = style({
  marginLeft: 'auto',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const methods = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
});

export const method = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const methodActive = style({
  borderColor: vars.color.primary,
  background: vars.color.primarySoft,
  color: vars.color.text,
});

export const bump = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.color.warning}`,
  background: vars.color.warningSoft,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.text,
});

export const bumpBox = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.small,
  background: vars.color.warning,
  color: vars.color.textInverse,
});

export const payButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  height: vars.size.controlLarge,
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: vars.fontWeight.semibold,
});

export const toastCard = style({
  position: 'absolute',
  display: 'none',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  fontSize: vars.fontSize.small,
  '@media': { [media.tablet]: { display: 'flex' } },
});

export const toastPosition = styleVariants({
  approved: { top: 0, left: `calc(${vars.space.xxxlarge} * -1)` },
  recovered: { bottom: 0, right: `calc(${vars.space.xxlarge} * -1)` },
});

export const toastIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
});

/* Sections */

export const section = style({
  paddingBlock: `calc(${vars.space.xxxlarge} + ${vars.space.large})`,
  scrollMarginTop: vars.size.header,
  '@media': { [media.desktop]: { paddingBlock: sectionSpace } },
});

export const sectionAlt = style({
  background: vars.color.surfaceSunken,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const sectionHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  maxWidth: `calc(${vars.size.formMax} * 1.75)`,
  marginInline: 'auto',
  marginBottom: vars.space.xxxlarge,
  textAlign: 'center',
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const sectionTitle = style({
  fontSize: `clamp(${vars.fontSize.xxlarge}, 4vw, calc(${vars.fontSize.xxxlarge} * 1.2))`,
  letterSpacing: '-0.02em',
});

export const sectionLead = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.relaxed,
});

export const grid = styleVariants({
  three: {
    display: 'grid',
    gap: vars.space.large,
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    },
  },
  four: {
    display: 'grid',
    gap: vars.space.large,
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
  },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const feature = style({
  height: '100%',
  gap: vars.space.medium,
  transition: `border-color ${vars.duration.normal}`,
  ':hover': { borderColor: vars.color.borderStrong },
});

export const featureIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.medium,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

export const featureTitle = style({
  margin: 0,
  fontSize: vars.fontSize.medium,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const featureText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.relaxed,
});

/* Privacy block */

export const privacy = style({
  display: 'grid',
  gap: vars.space.xxxlarge,
  alignItems: 'start',
  marginTop: `calc(${vars.space.xxxlarge} + ${vars.space.large})`,
  '@media': { [media.desktop]: { gridTemplateColumns: '0.8fr 1.2fr', marginTop: sectionSpace } },
});

export const privacyIntro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': {
    [media.desktop]: { position: 'sticky', top: `calc(${vars.size.header} + ${vars.space.xlarge})` },
  },
});

export const privacyGrid = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/* Plans */

export const plan = style({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
});

export const planPopular = style({
  borderColor: vars.color.primary,
  boxShadow: `0 0 0 1px ${vars.color.primary}, ${vars.shadow.large}`,
  background: `linear-gradient(180deg, ${vars.color.primarySoft}, transparent 45%), ${vars.color.surface}`,
});

export const planHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
  minHeight: vars.size.controlSmall,
});

export const planName = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
});

export const planRate = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  lineHeight: vars.lineHeight.tight,
});

export const planRateNote = style({
  display: 'block',
  marginTop: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.regular,
  letterSpacing: 0,
});

export const planPrice = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.medium,
  borderBlock: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const planPriceValue = style({
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.semibold,
});

export const perks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
  flexGrow: 1,
});

export const perk = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.small });

globalStyle(`${perk} svg`, { marginTop: '2px' });

export const plansNote = style({
  margin: 0,
  marginTop: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/* FAQ */

export const faqGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: `calc(${vars.size.formMax} * 2)`,
  marginInline: 'auto',
});

export const faqItem = style({
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  transition: `border-color ${vars.duration.fast}`,
  selectors: { '&[data-expanded]': { borderColor: vars.color.borderStrong } },
});

export const faqHeading = style({ margin: 0 });

export const faqTrigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.large,
    width: '100%',
    padding: vars.space.xlarge,
    border: 0,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.medium,
    fontWeight: vars.fontWeight.semibold,
    textAlign: 'left',
    cursor: 'pointer',
    borderRadius: vars.radius.large,
  },
]);

export const faqChevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.normal}`,
  selectors: { [`${faqItem}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
});

export const faqPanel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.relaxed,
});

export const faqAnswer = style({
  margin: 0,
  paddingInline: vars.space.xlarge,
  paddingBottom: vars.space.xlarge,
});

/* Closing call to action */

export const closing = style({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xlarge,
  padding: `${vars.space.xxxlarge} ${vars.space.xlarge}`,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  background: [
    `radial-gradient(ellipse 60% 80% at 50% 0%, ${vars.color.primarySoft}, transparent 70%)`,
    vars.color.surface,
  ].join(', '),
  '@media': { [media.tablet]: { padding: `calc(${vars.space.xxxlarge} * 1.5)` } },
});

/* Footer */

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space.xxlarge,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const footerBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const footerNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  marginInline: `calc(${vars.space.medium} * -1)`,
});

export const footerNote = style({ margin: 0 });
