import { describe, expect, it } from "vitest";
import { html, htmlLines, htmlText, joinHtml } from "./html";

describe("html", () => {
  it("escapes every value and keeps the template's own markup", () => {
    const name = `<b class="x">O'Brien & Co</b>`;
    expect(htmlText(html`<p title="${name}">${name}</p>`)).toBe(
      "<p title=\"&lt;b class=&quot;x&quot;&gt;O&#39;Brien &amp; Co&lt;/b&gt;\">&lt;b class=&quot;x&quot;&gt;O&#39;Brien &amp; Co&lt;/b&gt;</p>",
    );
  });

  it("writes markup made by html as it is, lists one after another, and nothing for null, undefined and false", () => {
    const rows = ["<1>", "<2>"].map((value) => html`<li>${value}</li>`);
    expect(htmlText(html`<ul>${rows}${null}${undefined}${false}${3}</ul>`)).toBe("<ul><li>&lt;1&gt;</li><li>&lt;2&gt;</li>3</ul>");
  });

  it("keeps line breaks as <br> between escaped lines", () => {
    expect(htmlText(htmlLines("a<b\r\nc>d"))).toBe("a&lt;b<br>c&gt;d");
    expect(htmlText(joinHtml(["<x>", html`<i>y</i>`], html`, `))).toBe("&lt;x&gt;, <i>y</i>");
  });

  it("treats an object that only looks like markup as text", () => {
    const forged = { toString: () => "<script>" } as unknown as string;
    expect(htmlText(html`${forged}`)).toBe("&lt;script&gt;");
  });
});
