import Check from 'lucide/dist/esm/icons/check.mjs';
import { Icon } from './Icon.js';

/** A list with check-mark icons. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>
          <Icon icon={Check} />
          {item}
        </li>
      ))}
    </ul>
  );
}
