import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { buildOracleZip, oracleTextCard } from "../../../src/soulmate/oracle-zip";
import { ORACLE_NAMES, type OracleName } from "../../../src/soulmate/types";

const images = Object.fromEntries(
  ORACLE_NAMES.map((name, i) => [name, new Uint8Array([0x89, 0x50, 0x4e, 0x47, i])]),
) as Record<OracleName, Uint8Array>;

describe("buildOracleZip", () => {
  it("holds the five oracle images, byte for byte, and a read-me card", () => {
    const entries = unzipSync(buildOracleZip(images, "Ari"));
    expect(Object.keys(entries)).toEqual([
      "oracle-gratitude.png",
      "oracle-peace.png",
      "oracle-joy.png",
      "oracle-love.png",
      "oracle-protection.png",
      "read-me.txt",
    ]);
    for (const name of ORACLE_NAMES) expect(entries[`oracle-${name}.png`]).toEqual(images[name]);
    const card = strFromU8(entries["read-me.txt"] as Uint8Array);
    expect(card).toContain("For Ari,");
    for (const word of ["Gratitude", "Peace", "Joy", "Love", "Protection"]) expect(card).toContain(`${word}:`);
  });

  it("is byte-identical when rebuilt, so a retried job changes nothing", () => {
    expect(buildOracleZip(images, null)).toEqual(buildOracleZip(images, null));
  });

  it("greets the reader without a name when none was given", () => {
    expect(oracleTextCard(null)).toContain("For you,");
    expect(oracleTextCard(null)).not.toContain("null");
  });
});
