import {
  type CheckoutSettings,
  PREVIEW_DEVICES,
  type PreviewDevice,
  type PreviewProduct,
} from '@pagora/contract';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Monitor, MonitorSmartphone, PackagePlus, Smartphone, Tablet } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { LinkButton } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { EmptyState } from '../../components/EmptyState/EmptyState.tsx';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl.tsx';
import { Select } from '../../components/Select/Select.tsx';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import * as styles from './CheckoutBuilderScreen.css.ts';

/** What the builder posts into the preview (the checkout page listens for it, same origin only). */
export const PREVIEW_SETTINGS_MESSAGE = 'pagora:preview-settings';
/** What the checkout page posts to its parent once it listens. */
export const PREVIEW_READY_MESSAGE = 'pagora:preview-ready';
/** Edits are sent to the preview at most this often. */
export const PREVIEW_DEBOUNCE_MS = 150;

const DEVICES = Object.keys(PREVIEW_DEVICES) as PreviewDevice[];
const DEVICE_ICONS = { desktop: Monitor, tablet: Tablet, mobile: Smartphone } as const;
const deviceItems = DEVICES.map((device) => {
  const Icon = DEVICE_ICONS[device];
  const { label } = PREVIEW_DEVICES[device];
  return {
    id: device,
    'aria-label': label,
    label: (
      <>
        <Icon size={16} aria-hidden />
        <span className={styles.deviceLabel}>{label}</span>
      </>
    ),
  };
});

export interface CheckoutPreviewProps {
  /** The unsaved draft, pushed into the preview as it changes. */
  settings: CheckoutSettings;
  /** The store's products the preview can show (the first is shown first). */
  products: PreviewProduct[];
  /** @default 'desktop' */
  defaultDevice?: PreviewDevice;
}

/**
 * The real checkout of one of the store's products in an iframe (`?preview=1`), at the chosen
 * device's size (scaled down to fit), showing the unsaved draft.
 */
export function CheckoutPreview({ settings, products, defaultDevice = 'desktop' }: CheckoutPreviewProps) {
  const titleId = useId();
  const [device, setDevice] = useState<PreviewDevice>(defaultDevice);
  const [productId, setProductId] = useState<number | null>(null);
  const product = products.find((each) => each.id === productId) ?? products[0] ?? null;

  return (
    <Card as="section" padding="none" aria-labelledby={titleId} className={styles.previewCard}>
      <div className={styles.previewToolbar}>
        <div className={styles.previewHeading}>
          <h2 id={titleId} className={styles.previewTitle}>
            Pré-visualização
          </h2>
          <p className={styles.previewDescription}>Com as alterações ainda não salvas.</p>
        </div>
        {product && (
          <SegmentedControl
            label="Dispositivo"
            hideLabel
            items={deviceItems}
            selectedKey={device}
            onSelectionChange={(key) => setDevice(key as PreviewDevice)}
          />
        )}
      </div>
      {product && products.length > 1 && (
        <div className={styles.previewProduct}>
          <Select
            label="Produto"
            items={products.map((each) => ({ id: String(each.id), label: each.name }))}
            selectedKey={String(product.id)}
            onSelectionChange={(key) => key && setProductId(Number(key))}
          />
        </div>
      )}
      {product ? (
        <PreviewFrame settings={settings} url={product.preview_url} device={device} />
      ) : (
        <EmptyState
          icon={<MonitorSmartphone aria-hidden />}
          title="Cadastre um produto para pré-visualizar o checkout."
          description="A pré-visualização mostra o checkout real de um produto ativo da sua loja."
          action={
            <LinkButton href="/produtos/novo">
              <PackagePlus size={16} aria-hidden />
              Cadastrar produto
            </LinkButton>
          }
          className={styles.previewEmpty}
        />
      )}
    </Card>
  );
}

interface PreviewFrameProps {
  settings: CheckoutSettings;
  url: string;
  device: PreviewDevice;
}

function PreviewFrame({ settings, url, device }: PreviewFrameProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [stageWidth, setStageWidth] = useState<number | null>(null);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);

  useLayoutEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    setStageWidth(stage.clientWidth);
    const observer = new ResizeObserver(() => setStageWidth(stage.clientWidth));
    observer.observe(stage);
    return () => observer.disconnect();
  }, []);

  // The latest draft, for the sends that do not follow an edit (load, ready).
  const latest = useRef(settings);
  latest.current = settings;
  const send = useCallback(() => {
    frameRef.current?.contentWindow?.postMessage(
      { type: PREVIEW_SETTINGS_MESSAGE, settings: latest.current },
      window.location.origin,
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new draft is sent, debounced.
  useEffect(() => {
    const timer = setTimeout(send, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [settings, send]);

  // Loaded: the draft goes in (the page may still be hydrating; it asks again when it listens).
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const loaded = () => {
      setLoadedUrl(url);
      send();
    };
    frame.addEventListener('load', loaded);
    // A page that loads at once (about:blank) may have fired its load before this listener.
    if (isShowing(frame, url)) loaded();
    return () => frame.removeEventListener('load', loaded);
  }, [url, send]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frameRef.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === PREVIEW_READY_MESSAGE) send();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [send]);

  const size = PREVIEW_DEVICES[device];
  const available = stageWidth ?? 0;
  // Every device keeps its viewport width (so the checkout picks that layout), scaled down to fit.
  const width = size.width;
  const scale = available > 0 ? Math.min(1, available / size.width) : 1;

  return (
    <div
      className={styles.stage}
      style={assignInlineVars({ [styles.checkoutBackground]: settings.appearance.background_color })}
    >
      <div ref={stageRef} className={styles.stageInner}>
        <div
          className={styles.frameBox}
          data-device={device}
          style={assignInlineVars({
            [styles.frameWidth]: `${width}px`,
            [styles.frameHeight]: `${size.height}px`,
            [styles.frameScale]: String(scale),
            [styles.boxWidth]: `${width * scale}px`,
            [styles.boxHeight]: `${size.height * scale}px`,
          })}
        >
          <iframe ref={frameRef} title="Pré-visualização do checkout" src={url} className={styles.frame} />
          {loadedUrl !== url && (
            <div className={styles.frameLoading}>
              <Spinner label="Carregando pré-visualização…" />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

/** The frame shows `url`, fully loaded (false when its page is of another origin and unreadable). */
function isShowing(frame: HTMLIFrameElement, url: string): boolean {
  try {
    return (
      frame.contentDocument?.readyState === 'complete' &&
      frame.contentWindow?.location.href === new URL(url, window.location.href).href
    );
  } catch {
    return false;
  }
}
