/**
 * An interpretation as the reader writes it (src/shared/reading-sections.ts):
 * an opening, then one section per card headed by its position, then the
 * whole spread and the answer. Plain text through React, never parsed as HTML.
 * Text written before sections existed shows as plain paragraphs.
 */
import { useId } from "react";
import { readingSections } from "../../../src/shared/reading-sections";

function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return paragraphs.map((paragraph, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs only ever grow at the end
    <p key={i} className="whitespace-pre-line">
      {paragraph}
    </p>
  ));
}

/**
 * `streaming`: the text is still arriving, so its last line may be half a
 * sentence. It becomes a heading only once the line has ended; until then it
 * shows as the paragraph it may turn out to be.
 */
export function InterpretationText({
  text,
  className = "",
  streaming = false,
}: {
  text: string;
  className?: string;
  streaming?: boolean;
}) {
  const idBase = useId();
  const { intro, sections } = readingSections(text, { open: streaming });
  return (
    <div className={`grid gap-6 text-[1.0625rem] leading-relaxed text-parchment ${className}`}>
      {intro.length > 0 ? (
        <div className="grid gap-4">
          <Paragraphs paragraphs={intro} />
        </div>
      ) : null}
      {sections.map((section, i) => {
        const headingId = `${idBase}-section-${i}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections only ever grow at the end
          <section key={i} aria-labelledby={headingId} className="grid gap-3">
            <h3 id={headingId} className="text-lg text-gold-200 sm:text-xl">
              {section.heading}
            </h3>
            <Paragraphs paragraphs={section.paragraphs} />
          </section>
        );
      })}
    </div>
  );
}
