'use client';

import { useId, useState } from 'react';
import { Deferred, deferred } from './deferred';
import { Chevron, accordionClass, buttonClass, headingClass, panelClass, sectionClass, type AccordionSection } from './accordion-parts';

export type { AccordionSection };

// Headless UI's Disclosure is about 10 kB gzip, too much for these pages' first load.
const disclosures = deferred(() => import('./accordion-disclosure'));


export function Accordion({ sections, className }: { sections: AccordionSection[]; className?: string }) {
  const baseId = useId();
  // Until Headless UI takes over, the stand-in opens sections itself (one at a time), and hands over which is open.
  const [openId, setOpenId] = useState(sections[0]?.id);
  return (
    <Deferred
      load={disclosures}
      when={['intent', 'visible']}
      fallback={(standIn) => (
        <div className={accordionClass(className)}>
          {sections.map((section) => {
            const open = section.id === openId;
            const buttonId = `${baseId}-${section.id}-button`;
            const panelId = `${baseId}-${section.id}-panel`;
            return (
              <div key={section.id} id={section.id} className={sectionClass}>
                <h3 className={headingClass}>
                  <button
                    {...standIn(section.id, () => setOpenId(open ? undefined : section.id))}
                    type="button"
                    id={buttonId}
                    aria-expanded={open}
                    aria-controls={panelId}
                    className={buttonClass(open)}
                  >
                    <span>{section.title}</span>
                    <Chevron open={open} />
                  </button>
                </h3>
                <div id={panelId} role="region" aria-labelledby={buttonId} className={panelClass(open)}>
                  {section.content}
                </div>
              </div>
            );
          })}
        </div>
      )}
    >
      {(m, takeOver) => <m.DisclosureAccordion sections={sections} className={className} baseId={baseId} initialOpen={openId} takeOver={takeOver} />}
    </Deferred>
  );
}
