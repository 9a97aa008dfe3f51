// A board that pans and zooms by touch (two fingers pinch, one finger pans once zoomed in) and
// by its buttons (keyboard and mouse), with @panzoom/panzoom. At its normal size a finger
// scrolls the page as usual; zoomed in, it moves the board.

import Panzoom, { type PanzoomObject } from '@panzoom/panzoom';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n';

/** How far a board zooms in, and by how much a button press zooms. */
const MAX_SCALE = 4;
const STEP = 0.5;

/** `children` (a board) that pans and zooms; `label` names the board for the buttons. */
export function Zoomable({ label, children }: { label: string; children: ComponentChildren }) {
  const inner = useRef<HTMLDivElement>(null);
  const zoom = useRef<PanzoomObject | null>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const el = inner.current;
    if (!el) return;
    const pz = Panzoom(el, {
      minScale: 1,
      maxScale: MAX_SCALE,
      step: STEP,
      contain: 'outside',
      panOnlyWhenZoomed: true,
      touchAction: 'pan-y',
      cursor: 'default',
    });
    zoom.current = pz;
    const changed = (e: Event) => {
      const s = (e as CustomEvent<{ scale: number }>).detail.scale;
      setScale(s);
      // Zoomed in, a finger moves the board rather than the page.
      el.style.touchAction = s > 1.01 ? 'none' : 'pan-y';
    };
    el.addEventListener('panzoomchange', changed);
    return () => {
      el.removeEventListener('panzoomchange', changed);
      pz.destroy();
      zoom.current = null;
    };
  }, []);
  const zoomed = scale > 1.01;
  return (
    <div class="zoomable" data-scale={scale.toFixed(2)}>
      <div class="zoom-tools" role="group" aria-label={t('table-zoom', { board: label })}>
        <button
          type="button"
          class="zoom-button"
          aria-label={t('table-zoom-in', { board: label })}
          disabled={scale >= MAX_SCALE - 0.01}
          onClick={() => zoom.current?.zoomIn()}
        >
          +
        </button>
        <button
          type="button"
          class="zoom-button"
          aria-label={t('table-zoom-out', { board: label })}
          disabled={!zoomed}
          onClick={() => zoom.current?.zoomOut()}
        >
          −
        </button>
        {zoomed && (
          <button
            type="button"
            class="zoom-button zoom-fit"
            aria-label={t('table-zoom-fit', { board: label })}
            onClick={() => zoom.current?.reset()}
          >
            {t('table-zoom-fit-button')}
          </button>
        )}
      </div>
      <div class="zoom-frame">
        <div ref={inner} class="zoom-inner">
          {children}
        </div>
      </div>
    </div>
  );
}
