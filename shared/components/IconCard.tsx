import type { ReactNode } from 'react';
import type { IconNode } from '../content/types.js';
import { Icon } from './Icon.js';

/**
 * A list-item card with a badge icon, an h3 title, a paragraph and optional extra content;
 * fades in by its position in the grid.
 */
export function IconCard({
  icon,
  title,
  text,
  className = 'card fade-in',
  children,
}: {
  icon: IconNode;
  title: string;
  text: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <li className={className}>
      <Icon icon={icon} className="icon icon--badge" />
      <h3>{title}</h3>
      <p>{text}</p>
      {children}
    </li>
  );
}
