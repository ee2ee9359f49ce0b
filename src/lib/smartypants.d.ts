/** Types for smartypants 0.2.2 (othree/smartypants.js), which ships none: the two calls the shop makes. */
declare module "smartypants" {
  /** SmartyPants with its output as Unicode characters rather than HTML entities; `attr` "q" converts quotes only. */
  export function smartypantsu(text: string, attr?: string): string;
}
