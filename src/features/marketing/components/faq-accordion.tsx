"use client";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { PROSE } from "./prose";

export interface FaqItem {
  id: string;
  question: string;
  answerHtml: string;
}

/** The FAQ as an accessible accordion: buttons with aria-expanded, arrow keys between questions; closed answers stay in the HTML, hidden. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion type="multiple" className="bg-background rounded-2xl border px-5 sm:px-8">
      {items.map((item) => (
        <AccordionItem key={item.id} value={item.id} id={item.id}>
          <AccordionTrigger className="py-5 text-base font-semibold hover:no-underline">{item.question}</AccordionTrigger>
          {/* Mounted while closed (hidden), so the answers are in the server HTML for search engines. */}
          <AccordionContent forceMount>
            <div className={`${PROSE} text-[15px]`} dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
