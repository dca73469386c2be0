import type { IconComponent } from '../content/types.js';

/** A decorative content icon (hidden from assistive technology). */
export function Icon({ icon: Component, className = 'icon' }: { icon: IconComponent; className?: string }) {
  return <Component className={className} aria-hidden="true" focusable="false" />;
}
