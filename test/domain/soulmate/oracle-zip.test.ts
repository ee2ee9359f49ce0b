import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ORACLE_NAMES, type OracleName } from "../../../src/shared/pack";
import { buildOracleZip, oracleTextCard } from "../../../src/soulmate/oracle-zip";

const images = Object.fromEntries(
  ORACLE_NAMES.map((name, i) => [name, new Uint8Array([0x89, 0x50, 0x4e, 0x47, i])]),
) as Record<OracleName, Uint8Array>;

const back = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9]);
const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);

describe("buildOracleZip", () => {
  it("holds the five oracle images and their back, byte for byte, and a read-me card", () => {
    const entries = unzipSync(buildOracleZip(images, back, "Ari"));
    expect(Object.keys(entries)).toEqual([
      "oracle-gratitude.png",
      "oracle-peace.png",
      "oracle-joy.png",
      "oracle-love.png",
      "oracle-protection.png",
      "oracle-back.png",
      "read-me.txt",
    ]);
    for (const name of ORACLE_NAMES) expect(entries[`oracle-${name}.png`]).toEqual(images[name]);
    expect(entries["oracle-back.png"]).toEqual(back);
    const card = strFromU8(entries["read-me.txt"] as Uint8Array);
    expect(card).toContain("For Ari,");
    expect(card).toContain("oracle-back.png is the back of all five");
    for (const word of ["Gratitude", "Peace", "Joy", "Love", "Protection"]) expect(card).toContain(`${word}:`);
  });

  it("is byte-identical when rebuilt, so a retried job changes nothing", () => {
    expect(buildOracleZip(images, back, null)).toEqual(buildOracleZip(images, back, null));
    expect(buildOracleZip(images, back, null, pdf)).toEqual(buildOracleZip(images, back, null, pdf));
  });

  it("holds the cards' print-ready PDF, byte for byte, and says in the read-me what it is", () => {
    const entries = unzipSync(buildOracleZip(images, back, "Ari", pdf));
    expect(Object.keys(entries)).toContain("oracle-cards.pdf");
    expect(entries["oracle-cards.pdf"]).toEqual(pdf);
    const card = strFromU8(entries["read-me.txt"] as Uint8Array);
    expect(card).toContain("oracle-cards.pdf holds all five and their back");
    // Without one (a ZIP built before the PDF), the read-me does not promise it.
    expect(strFromU8(unzipSync(buildOracleZip(images, back, "Ari"))["read-me.txt"] as Uint8Array)).not.toContain(
      "oracle-cards.pdf",
    );
  });

  it("leaves the back out, and out of the read-me, for a pack made before cards had one", () => {
    const entries = unzipSync(buildOracleZip(images, null, null));
    expect(Object.keys(entries)).not.toContain("oracle-back.png");
    expect(strFromU8(entries["read-me.txt"] as Uint8Array)).not.toContain("oracle-back");
  });

  it("greets the reader without a name when none was given", () => {
    expect(oracleTextCard(null)).toContain("For you,");
    expect(oracleTextCard(null)).not.toContain("null");
  });
});
