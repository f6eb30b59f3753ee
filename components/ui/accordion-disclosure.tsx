'use client';

import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Fragment, useCallback, useEffect, useRef } from 'react';
import { Chevron, accordionClass, buttonClass, headingClass, panelClass, sectionClass, type AccordionSection } from './accordion-parts';

type Close = (focusAfter?: HTMLElement) => void;

export function DisclosureAccordion({
  sections,
  className,
  baseId,
  initialOpen,
  takeOver,
}: {
  sections: AccordionSection[];
  className?: string;
  /** From the stand-in, so aria-controls and panel ids survive the swap. */
  baseId: string;
  /** The section the stand-in had open. */
  initialOpen: string | undefined;
  takeOver: (key: string) => (el: HTMLElement | null) => void;
}) {
  const opened = useRef(new Map<string, Close>());
  const buttons = useRef(new Map<string, HTMLElement>());
  const onToggle = useCallback((id: string, open: boolean, close: Close) => {
    if (!open) return void opened.current.delete(id);
    for (const [other, closeOther] of opened.current) {
      if (other === id) continue;
      opened.current.delete(other);
      // close() moves focus to its own button unless told otherwise.
      closeOther(buttons.current.get(id));
    }
    opened.current.set(id, close);
  }, []);

  return (
    <div className={accordionClass(className)}>
      {sections.map((section) => {
        const buttonId = `${baseId}-${section.id}-button`;
        const panelId = `${baseId}-${section.id}-panel`;
        return (
          <Disclosure key={section.id} as="div" id={section.id} defaultOpen={section.id === initialOpen} className={sectionClass}>
            {({ open, close }) => (
              <>
                <OpenState id={section.id} open={open} close={close} onChange={onToggle} />
                <h3 className={headingClass}>
                  {/* A Fragment keeps the button's aria-controls until Headless UI finds the panel; its types omit `id` there. */}
                  <DisclosureButton as={Fragment} {...{ id: buttonId }}>
                    <button
                      ref={(el) => {
                        if (el) buttons.current.set(section.id, el);
                        takeOver(section.id)(el);
                      }}
                      type="button"
                      aria-controls={panelId}
                      className={buttonClass(open)}
                    >
                      <span>{section.title}</span>
                      <Chevron open={open} />
                    </button>
                  </DisclosureButton>
                </h3>
                <DisclosurePanel static id={panelId} role="region" aria-labelledby={buttonId} className={panelClass(open)}>
                  {section.content}
                </DisclosurePanel>
              </>
            )}
          </Disclosure>
        );
      })}
    </div>
  );
}

function OpenState({ id, open, close, onChange }: { id: string; open: boolean; close: Close; onChange: (id: string, open: boolean, close: Close) => void }) {
  useEffect(() => onChange(id, open, close), [id, open, close, onChange]);
  return null;
}
