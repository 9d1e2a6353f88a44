import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useState } from 'react';
import type { FaqItem } from '../content/faq-items';

function Answer({ answer }: { answer: FaqItem['answer'] }) {
  return (
    <div className="space-y-3 px-5 pb-5 leading-relaxed text-slate-700">
      {answer.map((block) =>
        typeof block === 'string' ? (
          <p key={block}>{block}</p>
        ) : (
          <ul key={block.join()} className="list-disc space-y-1.5 pl-5 marker:text-brand-700">
            {block.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/**
 * The FAQ (spec 02 "Help centre"): one item open at a time, and it may be closed again. Radix
 * gives each question a button with aria-expanded/aria-controls inside a heading, and arrow-key
 * movement between the questions.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState('');
  return (
    <Accordion.Root
      type="single"
      collapsible
      value={open}
      onValueChange={setOpen}
      className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} id={`faq-${item.id}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 transition-colors hover:bg-slate-50 data-[state=open]:text-brand-800">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180 group-data-[state=open]:text-brand-700"
                  aria-hidden
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="overflow-hidden">
            <Answer answer={item.answer} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
