'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  ACTION_CLOSE,
  CLASS_NO_SCROLL_PADDING,
  LightboxDefaultProps,
  LightboxRoot,
  MODULE_PORTAL,
  clsx,
  createModule,
  cssClass,
  cssVar,
  reflow,
  translateLabel,
  useEvents,
  useMotionPreference,
  useTimeouts,
  type ComponentProps,
  type Plugin,
} from 'yet-another-react-lightbox';

/** Makes every other child of the dialog's parent inert and hidden from assistive technology; returns the undo. */
function hideRestOfPage(dialog: HTMLElement): () => void {
  const undo = [...(dialog.parentElement?.children ?? [])]
    .filter((element) => element !== dialog && !['TEMPLATE', 'SCRIPT', 'STYLE'].includes(element.tagName))
    .flatMap((element) =>
      ['inert', 'aria-hidden'].map((name) => {
        const before = element.getAttribute(name);
        element.setAttribute(name, name === 'inert' ? '' : 'true');
        return () => (before === null ? element.removeAttribute(name) : element.setAttribute(name, before));
      }),
    );
  return () => undo.forEach((step) => step());
}

/** The library's portal, drawn in the tap's frame: the library mounts its own from an effect and makes the page inert (a restyle of every element) before the first paint. */
function FirstFramePortal({ animation, styles, className, on, close, labels, portal, children }: ComponentProps) {
  const [visible, setVisible] = useState(false);
  const { setTimeout } = useTimeouts();
  const { subscribe } = useEvents();
  const fade = useMotionPreference() ? 0 : animation.fade;
  const dialog = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const leave = useRef<() => void>(() => {});

  useLayoutEffect(() => {
    const node = dialog.current!;
    let undo: (() => void) | null = null;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => (undo = hideRestOfPage(node)));
    });
    let left = false;
    leave.current = () => {
      if (left) return;
      left = true;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      undo?.();
      returnFocus.current?.focus();
    };
    // The fade starts from the dialog's first, transparent style.
    reflow(node);
    setVisible(true);
    return () => leave.current();
  }, []);

  const entered = useRef({ on, fade, setTimeout });
  useEffect(() => {
    const { on, fade, setTimeout } = entered.current;
    on.entering?.();
    setTimeout(() => on.entered?.(), fade);
  }, []);

  useEffect(
    () =>
      subscribe(ACTION_CLOSE, () => {
        setVisible(false);
        leave.current();
        on.exiting?.();
        setTimeout(() => {
          on.exited?.();
          close();
        }, fade);
      }),
    [subscribe, on, close, fade, setTimeout],
  );

  const { className: containerClassName, style: containerStyle, ...containerRest } = portal.container ?? {};
  return createPortal(
    <LightboxRoot
      ref={dialog}
      role="dialog"
      aria-modal
      aria-label={translateLabel(labels, 'Lightbox')}
      className={clsx(className, containerClassName, cssClass(MODULE_PORTAL), cssClass(CLASS_NO_SCROLL_PADDING), visible && cssClass(`${MODULE_PORTAL}_open`))}
      style={{
        ...(animation.fade !== LightboxDefaultProps.animation.fade ? { [cssVar('fade_animation_duration')]: `${fade}ms` } : null),
        ...styles.root,
        ...containerStyle,
      }}
      onFocus={(event) => {
        returnFocus.current ??= event.relatedTarget as HTMLElement | null;
      }}
      {...containerRest}
    >
      {children}
    </LightboxRoot>,
    (typeof portal.root === 'function' ? portal.root() : portal.root) ?? document.body,
  );
}

/** Puts the portal above in place of the library's. */
export const firstFramePortal: Plugin = ({ replace }) => replace(MODULE_PORTAL, createModule(MODULE_PORTAL, FirstFramePortal));
