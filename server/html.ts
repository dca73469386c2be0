/**
 * Escapes text for HTML text and double-quoted attribute values (&, <, >, ", ').
 * Follows the HTML Living Standard's serialisation rules for the characters that matter.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/gu, '&amp;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;')
    .replace(/"/gu, '&quot;')
    .replace(/'/gu, '&#39;');
}

/**
 * Serialises data for a `<script type="application/ld+json">` block; `<` is escaped so the
 * text can never close the script element.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</gu, '\\u003c');
}
