/** The pages' stylesheet: light and dark by `prefers-color-scheme`, one column on phones. */
export const PAGE_CSS = `
:root{--bg:#f3f5f8;--surface:#fff;--text:#16202c;--muted:#5b6776;--line:#dde3ea;--accent:#1f6feb;--accent-text:#fff;
--ok:#137333;--ok-bg:#e6f4ea;--bad:#b3261e;--bad-bg:#fce8e6;--wait:#8a5a00;--wait-bg:#fff4d6;--warn-bg:#ffd54a;--warn-text:#3a2a00;--field:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#0f141a;--surface:#19212b;--text:#e6ebf1;--muted:#9aa6b4;--line:#2c3642;--accent:#4c8dff;
--accent-text:#fff;--ok:#7fd49b;--ok-bg:#173524;--bad:#ff9a8f;--bad-bg:#3d1b19;--wait:#ffd27a;--wait-bg:#3a2c0c;--warn-bg:#ffcf33;--warn-text:#241a00;--field:#0f141a}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI","Noto Sans","Noto Sans Thai","Noto Sans Myanmar","Noto Sans CJK SC",sans-serif}
.banner{background:repeating-linear-gradient(135deg,var(--warn-bg) 0 18px,#f5c400 18px 36px);color:var(--warn-text);padding:12px 16px;text-align:center;
display:flex;flex-direction:column;gap:2px;border-bottom:3px solid #3a2a00}
.banner strong{font-size:clamp(18px,4.5vw,26px);letter-spacing:.04em}
.banner span{font-size:14px;font-weight:600}
.page{max-width:980px;margin:0 auto;padding:20px 16px 40px}
.card{background:var(--surface);border:1px solid var(--line);border-radius:14px;padding:20px;display:grid;gap:20px}
@media (min-width:860px){.card{grid-template-columns:1fr 1fr;padding:28px;gap:28px}.card>.details{grid-row:span 2}.card>.wide{grid-column:1/-1}.card.settled{grid-template-columns:1fr;max-width:560px;margin:0 auto}}
h1{font-size:20px;margin:0 0 4px}
.merchant{color:var(--muted);margin:0}
.amount{font-size:34px;font-weight:700;margin:4px 0 12px;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
dl{margin:0;display:grid;grid-template-columns:fit-content(42%) 1fr;gap:8px 16px}
dt{color:var(--muted)}
dd{margin:0;overflow-wrap:break-word;min-width:0;font-variant-numeric:tabular-nums}
.badge{display:inline-block;white-space:nowrap;padding:2px 10px;border-radius:999px;font-weight:600;font-size:14px}
.badge.pending{background:var(--wait-bg);color:var(--wait)}.badge.paid{background:var(--ok-bg);color:var(--ok)}
.badge.failed,.badge.expired{background:var(--bad-bg);color:var(--bad)}
.details{display:grid;gap:12px;align-content:start}
.details p{margin:0}
.details>p{text-align:center}
.details dl p,.details>p.intro{text-align:start}
.qr{justify-self:center;width:min(240px,70vw);height:auto;image-rendering:pixelated;border-radius:8px;background:#fff;padding:4px}
.copyable{display:flex;gap:8px;align-items:center;min-width:0}
.copyable button{flex:none;white-space:nowrap}
.copyable code{font:15px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere;min-width:0}
button,.button{font:inherit;font-weight:600;border-radius:10px;border:1px solid var(--line);background:var(--surface);color:var(--text);
padding:12px 16px;min-height:48px;cursor:pointer;text-decoration:none;display:inline-flex;align-items:center;justify-content:center}
button.small{min-height:32px;padding:4px 10px;font-size:14px}
button.primary,.button.primary{background:var(--accent);border-color:var(--accent);color:var(--accent-text)}
button.danger{color:var(--bad);border-color:var(--bad)}
button:focus-visible,.button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.actions{display:grid;gap:12px;align-content:start}
.actions h2{font-size:15px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin:0}
.actions form{display:grid;gap:8px;margin:0}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.other{display:grid;grid-template-columns:1fr auto;gap:8px;align-items:center}
.other label,.other .error{grid-column:1/-1}
@media (max-width:480px){.other{grid-template-columns:1fr}}
label{font-size:14px;color:var(--muted)}
.method-box{font-size:24px;font-weight:700;border:2px dashed var(--line);border-radius:14px;padding:28px 16px;text-align:center}
input{font:inherit;padding:10px 12px;border-radius:10px;border:1px solid var(--line);background:var(--field);color:var(--text);min-height:48px;width:100%}
.error{color:var(--bad);margin:0}
.done{margin:0;font-weight:600}
.langs{display:flex;flex-wrap:wrap;gap:6px 14px;justify-content:center;margin-top:20px;font-size:14px}
.langs a{color:var(--accent);text-underline-offset:4px}.langs span{font-weight:700}
table{width:100%;border-collapse:collapse;font-size:14px}td,th{border-bottom:1px solid var(--line);padding:8px;text-align:left}
`;
