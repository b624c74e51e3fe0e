// The overview's own rules, added to its shadow root when the overview first renders; the base sheet holds only what
// every widget shares.

/** Styles of the home card, the insurer search, the insurer cards and the plans view; 320 px wide works. */
export const OVERVIEW_CSS = `
.ov{border:1px solid var(--db-border);border-radius:var(--db-radius);padding:calc(4*var(--db-space));background:var(--db-surface);max-width:48em}
.ov h2{font-size:1.25em;line-height:1.3}.ov h3{font-size:1.0625em}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.badges{display:flex;flex-wrap:wrap;gap:.5em;list-style:none;padding:0}
.badges button{min-height:44px;border:1px solid var(--db-border);border-radius:6px;padding:.25em .75em;background:var(--db-surface);color:var(--db-text);font:inherit;font-weight:600;font-size:.875em;cursor:pointer}
.badges button:hover{border-color:var(--db-accent);color:var(--db-accent)}
.tag{display:inline-block;border-radius:calc(.875em + 1px);padding:.125em .625em;border:1px solid var(--db-accent);background:var(--db-accent-tint);color:var(--db-text);font-size:.875em;font-weight:600;margin:0 0 .5em}
.tag.out{border-color:var(--db-danger);background:var(--db-danger-tint);color:var(--db-text)}
.combo{position:relative;margin:0 0 1em}
.combo label{display:block;font-weight:600}
.combo input{display:block;width:100%;min-height:44px;padding:.5em .75em;border:1px solid var(--db-border);border-radius:calc(var(--db-radius)*2/3);font:inherit;color:inherit;background:var(--db-surface)}
.combo ul{list-style:none;margin:.25em 0 0;padding:.25em;border:1px solid var(--db-border);border-radius:calc(var(--db-radius)*2/3);background:var(--db-surface);max-height:16em;overflow-y:auto}
.combo li{padding:.625em .75em;border-radius:6px;cursor:pointer;overflow-wrap:anywhere}
.combo .none{margin:.5em 0 0}
.combo li[aria-selected=true]{background:var(--db-accent);color:var(--db-accent-ink)}
@media (forced-colors:active){.combo li[aria-selected=true]{forced-color-adjust:none;background:Highlight;color:HighlightText}}
.steps{padding-left:1.5em}.steps li{margin:0 0 .75em}
.steps .btn,.steps a{margin-top:.5em}
.actions{display:flex;flex-wrap:wrap;gap:.75em;align-items:center;margin-top:1em;padding-top:1em;border-top:1px solid var(--db-line)}
.link{background:none;border:0;padding:.5em 0;min-height:44px;color:var(--db-accent);text-decoration:underline;cursor:pointer;font:inherit}
.alert{border-left:4px solid var(--db-danger);padding:.5em .75em;margin:0 0 1em;background:var(--db-danger-tint)}
.plans{margin:0 0 1.5em}.plans ul{padding-left:1.25em}
.plans .ok{color:var(--db-success);font-weight:600}.plans .no{color:var(--db-muted);font-weight:600}
`;
