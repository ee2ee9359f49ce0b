/**
 * A visitor for the bench's figures: posts JSON to the shop and keeps the cookies it is given,
 * so the order it makes is its own to apply a coupon to (docs/product/rules.md, Ownership).
 */
export function createVisitor() {
  const cookies = new Map();
  return (url, body) =>
    fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      },
      body: JSON.stringify(body),
    }).then(async (res) => {
      for (const line of res.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        cookies.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
      }
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return res.headers.get("content-type")?.includes("json") ? res.json() : res.text();
    });
}
