import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';

/**
 * A card placed under the control that opened it (`anchor`), inside the page (the reader is its
 * offset parent), kept in view when the window changes; it takes the focus when opened. Escape
 * or a click outside close it (`onClose`), and Escape or `dismiss` (its close button) give the
 * focus back to the anchor. Hidden (opacity 0) until placed.
 */
export function useAnchoredPopover(anchor: HTMLElement, onClose: () => void) {
  const box = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    const place = () => {
      const parent = box.current?.offsetParent as HTMLElement | null;
      if (!parent) return;
      const a = anchor.getBoundingClientRect();
      const p = parent.getBoundingClientRect();
      const width = box.current!.offsetWidth;
      const left = Math.max(0, Math.min(a.left - p.left - 16, p.width - width));
      setPos({ top: a.bottom - p.top + 6, left });
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [anchor]);

  useEffect(() => {
    box.current?.focus({ preventScroll: true });
  }, [anchor]);
  // the listeners stay while the popover is open; they call the latest onClose
  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close();
        anchor.focus();
      }
    };
    const onDown = (e: PointerEvent) => {
      const el = e.target as Node;
      if (!box.current?.contains(el) && !anchor.contains(el)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [anchor]);

  const style: CSSProperties = pos ? { top: pos.top, left: pos.left } : { opacity: 0 };
  return {
    box,
    /** where it stands, once placed */
    pos,
    style,
    /** closes it from its own close button, the focus back on the anchor */
    dismiss: () => {
      onClose();
      anchor.focus();
    },
  };
}
