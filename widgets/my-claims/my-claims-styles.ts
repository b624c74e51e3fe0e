// The my-claims widget's own rules: a table on wide screens, a list of claims (one dl each) on narrow ones, never sideways
// scrolling, and never a word cut inside: the base sheet lets any word break (overflow-wrap:anywhere), which cut
// 'Accepte|d' and '$0.0|0' in the table's narrow columns; here a word breaks only if alone it is wider than its line.

/** The widget's sheet; the container query switches the layout by the widget's own width, not the page's. */
export const MY_CLAIMS_CSS = `
.mc{container-type:inline-size;overflow-wrap:break-word}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.alert{border-left:4px solid var(--db-danger);padding:.5em .75em;margin:0 0 1em;background:var(--db-danger-tint)}
table{width:100%;border-collapse:collapse;font-size:.9375em}
caption{text-align:left;font-weight:600;margin:0 0 .5em}
th,td{text-align:left;vertical-align:top;padding:.5em;border-bottom:1px solid var(--db-line)}
.whole{white-space:nowrap}
thead th{border-bottom:2px solid var(--db-border)}
.docs{list-style:none;margin:0;padding:0}.docs li{margin:0 0 .25em}
.link{background:none;border:0;padding:.25em 0;min-height:44px;color:var(--db-accent);text-decoration:underline;cursor:pointer;font:inherit;text-align:left}
.cards{display:none;list-style:none;margin:0;padding:0}
.cards>li{border:1px solid var(--db-border);border-radius:var(--db-radius);padding:1em;margin:0 0 1em}
.cards h2{font-size:1.0625em;overflow-wrap:break-word}
.cards dl{margin:0}.cards dt{font-weight:600}.cards dd{margin:0 0 .5em}
@container (max-width:50em){table{display:none}.cards{display:block}}
`;
