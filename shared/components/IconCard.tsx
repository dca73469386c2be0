import type { ReactNode } from 'react';
import type { IconNode } from '../content/types.js';
import { Icon } from './Icon.js';

type Props = { icon: IconNode; title: string; text: string; className?: string; children?: ReactNode };

/** A list-item card: badge icon, h3 title, paragraph, then `children`. */
export function IconCard({ icon, title, text, className = 'card fade-in', children }: Props) {
  return (
    <li className={className}>
      <Icon icon={icon} className="icon icon--badge" />
      <h3>{title}</h3>
      <p>{text}</p>
      {children}
    </li>
  );
}
