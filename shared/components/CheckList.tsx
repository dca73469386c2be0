import { Check } from 'lucide-react';

/** A bulleted list with check-mark icons (features, highlights, licences, benefits). */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>
          <Check className="icon" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
