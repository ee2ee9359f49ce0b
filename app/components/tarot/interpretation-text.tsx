/**
 * An interpretation as paragraphs: blank lines separate them, single line
 * breaks are kept. Plain text through React, never parsed as HTML.
 */
export function toParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

export function InterpretationText({ text, className = "" }: { text: string; className?: string }) {
  return (
    <div className={`grid gap-4 text-[1.0625rem] leading-relaxed text-parchment ${className}`}>
      {toParagraphs(text).map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs only ever grow at the end
        <p key={i} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
