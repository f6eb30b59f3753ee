import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The browser's own modal dialog, shown on mount, for a stand-in that answers before its island's code arrives:
 * it keeps focus inside (Tab wraps around its buttons), closes on Escape or a click on the backdrop, and gives
 * focus back. `children` gets the function that closes it; `onClosed` runs once it has.
 */
export function PageModal({
  className,
  onClosed,
  children,
  ...aria
}: {
  className: string;
  onClosed: () => void;
  children: (close: () => void) => ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => dialog?.showModal(), [dialog]);
  const close = () => dialog?.close();
  return (
    <dialog
      ref={setDialog}
      {...aria}
      onClose={onClosed}
      onClick={(e) => e.target === e.currentTarget && close()}
      onKeyDown={(e) => {
        const buttons = [...e.currentTarget.querySelectorAll('button')];
        const [from, to] = e.shiftKey ? [buttons[0], buttons.at(-1)] : [buttons.at(-1), buttons[0]];
        if (e.key === 'Tab' && document.activeElement === from) {
          e.preventDefault();
          to?.focus();
        }
      }}
      className={cn('m-0 h-dvh max-h-none w-full max-w-none bg-transparent open:flex', className)}
    >
      {children(close)}
    </dialog>
  );
}
