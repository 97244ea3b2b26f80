import { Link } from 'react-router';
import { parseInfoText, type InlinePart } from '@app/shared';

function Inline({ parts }: { parts: InlinePart[] }) {
  return parts.map((part, i) =>
    'href' in part ? (
      <Link key={i} to={part.href} className="font-medium text-teal-800 underline underline-offset-2 hover:text-teal-950">
        {part.text}
      </Link>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}

/**
 * A page text of the travellers' pages (decision 085), as `parseInfoText` reads it: headings,
 * paragraphs, lists and links to pages of this site. Every word is rendered as text, so what
 * staff type never becomes markup.
 */
export function InfoText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <div className={`space-y-4 leading-relaxed text-slate-700 ${className}`}>
      {parseInfoText(text).map((block, i) => {
        if (block.kind === 'heading') {
          return (
            <h2 key={i} className="pt-4 text-xl font-bold tracking-tight text-slate-900 first:pt-0">
              {block.text}
            </h2>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={i} className="list-disc space-y-1.5 pl-6 marker:text-teal-700">
              {block.items.map((item, j) => (
                <li key={j}>
                  <Inline parts={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={i}>
            <Inline parts={block.parts} />
          </p>
        );
      })}
    </div>
  );
}
