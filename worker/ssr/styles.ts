/**
 * The public site's whole stylesheet, inlined into every page: no render-blocking request,
 * no web fonts (the system font stack), colours chosen for WCAG AA contrast on their
 * backgrounds. `html.js` is never needed: everything works without JavaScript.
 */
export const SITE_CSS = `
:root{--g50:#f0fdf4;--g100:#dcfce7;--g200:#bbf7d0;--g600:#16a34a;--g700:#15803d;--g800:#166534;--g900:#14532d;--g950:#052e16;--ink:#0f172a;--text:#1e293b;--muted:#475569;--line:#e2e8f0;--soft:#f8fafc;--red:#b91c1c;--radius:14px;--shadow:0 1px 2px rgb(15 23 42/.06),0 8px 24px rgb(15 23 42/.06)}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-behavior:smooth}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--text);background:#fff;text-rendering:optimizeLegibility}
img,svg{max-width:100%;height:auto}
a{color:var(--g700);text-underline-offset:3px}
a:hover{color:var(--g900)}
:focus-visible{outline:3px solid var(--g600);outline-offset:2px;border-radius:4px}
h1,h2,h3,h4{color:var(--ink);line-height:1.2;margin:0 0 .6em;letter-spacing:-.015em}
h1{font-size:clamp(2.1rem,4.6vw,3.4rem);letter-spacing:-.03em}
h2{font-size:clamp(1.6rem,3vw,2.25rem);letter-spacing:-.02em}
h3{font-size:1.15rem}
p{margin:0 0 1em}
ul,ol{padding-left:1.25rem}
.container{width:100%;max-width:72rem;margin:0 auto;padding:0 1.25rem}
.narrow{max-width:48rem}
.skip{position:absolute;left:1rem;top:-4rem;z-index:50;background:var(--g700);color:#fff;padding:.6rem 1rem;border-radius:8px}
.skip:focus{top:1rem;color:#fff}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.45rem;min-height:44px;padding:.6rem 1.15rem;border-radius:10px;font-weight:600;text-decoration:none;border:1px solid transparent;cursor:pointer;font:inherit;font-weight:600;line-height:1.2}
.btn svg{width:18px;height:18px;flex:none}
.btn-primary{background:var(--g700);color:#fff}
.btn-primary:hover{background:var(--g800);color:#fff}
.btn-ghost{background:#fff;color:var(--g800);border-color:var(--g200)}
.btn-ghost:hover{background:var(--g50);color:var(--g900)}
.btn-light{background:#fff;color:var(--g900)}
.btn-light:hover{background:var(--g100);color:var(--g950)}
.btn-outline-light{color:#fff;border-color:rgb(255 255 255/.6)}
.btn-outline-light:hover{background:rgb(255 255 255/.1);color:#fff}
.btn[disabled]{opacity:.7;cursor:progress}
.site-header{position:sticky;top:0;z-index:20;background:#fff;border-bottom:1px solid var(--line)}
.bar{display:flex;align-items:center;gap:1.5rem;min-height:68px}
.brand{display:inline-flex;align-items:center;gap:.55rem;color:var(--ink);font-weight:800;font-size:1.2rem;text-decoration:none;letter-spacing:-.02em}
.brand svg{width:32px;height:32px}
.nav-desktop{flex:1}
.nav-desktop>ul{display:flex;align-items:center;gap:.25rem;list-style:none;margin:0;padding:0}
.nav-link,.nav-desktop summary{display:inline-flex;align-items:center;gap:.25rem;padding:.5rem .7rem;border-radius:8px;color:var(--text);text-decoration:none;font-weight:500;cursor:pointer}
.nav-link:hover,.nav-desktop summary:hover{background:var(--g50);color:var(--g900)}
.nav-link[aria-current=page]{color:var(--g800);background:var(--g50)}
summary{list-style:none}
summary::-webkit-details-marker{display:none}
summary svg{width:16px;height:16px;transition:transform .15s}
details[open]>summary svg.chev{transform:rotate(180deg)}
.dropdown{position:relative}
.dropdown-panel{position:absolute;left:0;top:calc(100% + .5rem);width:min(36rem,80vw);background:#fff;border:1px solid var(--line);border-radius:var(--radius);box-shadow:var(--shadow);padding:.6rem;display:grid;grid-template-columns:1fr 1fr;gap:.2rem}
.dropdown-panel a{display:flex;gap:.7rem;padding:.7rem;border-radius:10px;text-decoration:none;color:var(--text)}
.dropdown-panel a:hover{background:var(--g50)}
.dropdown-panel strong{display:block;color:var(--ink);font-size:.95rem}
.dropdown-panel .blurb{display:block;color:var(--muted);font-size:.85rem;line-height:1.4}
.icon-badge{display:inline-grid;place-items:center;flex:none;width:40px;height:40px;border-radius:10px;background:var(--g100);color:var(--g800)}
.icon-badge svg{width:20px;height:20px}
.actions{display:flex;align-items:center;gap:.5rem;margin-left:auto}
.nav-mobile{display:none;margin-left:auto}
.nav-mobile>summary{display:inline-flex;align-items:center;gap:.4rem;min-height:44px;padding:.5rem .8rem;border:1px solid var(--line);border-radius:10px;font-weight:600;color:var(--ink);cursor:pointer}
.nav-mobile>summary svg{width:20px;height:20px}
.nav-mobile-panel{position:absolute;left:0;right:0;top:100%;background:#fff;border-bottom:1px solid var(--line);box-shadow:var(--shadow);padding:1rem 1.25rem 1.5rem;max-height:calc(100vh - 68px);overflow:auto}
.nav-mobile-panel ul{list-style:none;margin:0;padding:0;display:grid;gap:.1rem}
.nav-mobile-panel a:not(.btn){display:block;padding:.7rem .5rem;border-radius:8px;color:var(--text);text-decoration:none;font-weight:500}
.nav-mobile-panel a:not(.btn):hover{background:var(--g50)}
.nav-mobile-panel .group{margin:.6rem 0 .2rem .5rem;font-size:.8rem;font-weight:700;text-transform:uppercase;letter-spacing:.06em;color:var(--muted)}
.nav-mobile-panel .cta-row{display:grid;grid-template-columns:1fr 1fr;gap:.6rem;margin-top:1rem}
@media (max-width:960px){.nav-desktop,.actions{display:none}.nav-mobile{display:block}}
.hero{background:linear-gradient(180deg,var(--g50),#fff 85%);padding:4.5rem 0 4rem;overflow:hidden}
.hero-grid{display:grid;grid-template-columns:1.05fr 1fr;gap:3rem;align-items:center}
.hero .lead{font-size:1.2rem;color:var(--muted);max-width:36rem}
.eyebrow{display:inline-flex;align-items:center;gap:.4rem;font-size:.85rem;font-weight:700;letter-spacing:.05em;text-transform:uppercase;color:var(--g800);margin-bottom:.9rem}
.pill{display:inline-flex;align-items:center;gap:.4rem;padding:.3rem .75rem;border-radius:999px;background:#fff;border:1px solid var(--g200);color:var(--g900);font-size:.875rem;font-weight:600;margin-bottom:1.2rem}
.pill svg{width:16px;height:16px;color:var(--g700)}
.cta-group{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.75rem 0 1.25rem}
.checks{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;color:var(--muted);font-size:.95rem}
.checks li{display:flex;align-items:center;gap:.4rem}
.checks svg{width:18px;height:18px;color:var(--g700);flex:none}
.illustration{width:100%;height:auto;display:block}
.page-hero{background:linear-gradient(180deg,var(--g50),#fff);padding:4rem 0 3rem;border-bottom:1px solid var(--line)}
.page-hero .lead{font-size:1.15rem;color:var(--muted);max-width:44rem}
.section{padding:4.5rem 0}
.section-alt{background:var(--soft);border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
.section-head{max-width:44rem;margin-bottom:2.5rem}
.section-head p{color:var(--muted);font-size:1.1rem}
.center{text-align:center;margin-left:auto;margin-right:auto}
.grid{display:grid;gap:1.25rem}
.grid-2{grid-template-columns:repeat(2,minmax(0,1fr))}
.grid-3{grid-template-columns:repeat(3,minmax(0,1fr))}
.grid-4{grid-template-columns:repeat(4,minmax(0,1fr))}
.card{background:#fff;border:1px solid var(--line);border-radius:var(--radius);padding:1.5rem;box-shadow:0 1px 2px rgb(15 23 42/.04)}
.card h3{margin-top:.9rem}
.card p{color:var(--muted);margin-bottom:.75rem}
.card ul{color:var(--muted);margin:0 0 .5rem}
.card .more{font-weight:600;text-decoration:none}
.card .more:hover{text-decoration:underline}
.card .more svg{width:16px;height:16px;vertical-align:-3px;margin-left:.15rem}
.split{display:grid;grid-template-columns:1fr 1fr;gap:3rem;align-items:center}
.split+.split{margin-top:4rem}
.split.reverse>:first-child{order:2}
.bullets{list-style:none;padding:0;margin:1rem 0 0;display:grid;gap:.75rem}
.bullets li{display:flex;gap:.7rem;align-items:flex-start}
.bullets svg{width:20px;height:20px;color:var(--g700);flex:none;margin-top:.2rem}
.bullets strong{color:var(--ink)}
.pipeline{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.pipeline li{display:flex;align-items:center;gap:.5rem}
.stage{display:inline-block;padding:.45rem .9rem;border-radius:999px;background:#fff;border:1px solid var(--g200);color:var(--g900);font-weight:600;font-size:.95rem}
.stage.done{background:var(--g700);border-color:var(--g700);color:#fff}
.stage.off{background:#fff;border-color:#fecaca;color:var(--red)}
.pipeline .arrow{width:18px;height:18px;color:var(--muted)}
.pipeline+.pipeline{margin-top:.75rem}
.pipeline-wrap{margin-bottom:1.75rem}
.steps{list-style:none;padding:0;margin:0;counter-reset:step;display:grid;gap:1.25rem}
.steps>li{counter-increment:step;position:relative;padding:1.5rem 1.5rem 1.5rem 4.5rem;background:#fff;border:1px solid var(--line);border-radius:var(--radius)}
.steps>li::before{content:counter(step);position:absolute;left:1.5rem;top:1.5rem;width:2.1rem;height:2.1rem;border-radius:50%;background:var(--g700);color:#fff;display:grid;place-items:center;font-weight:700}
.steps h3{margin:0 0 .4rem}
.steps p{color:var(--muted);margin:0 0 .5rem}
.steps ul{color:var(--muted);margin:.25rem 0 0}
.cta-band{background:var(--g800);color:#fff;padding:4rem 0}
.cta-band h2{color:#fff}
.cta-band p{color:var(--g100);font-size:1.1rem;max-width:40rem}
.cta-band .cta-group{margin-bottom:0}
.plans{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:1.25rem;align-items:stretch}
.plan{display:flex;flex-direction:column;background:#fff;border:1px solid var(--line);border-radius:var(--radius);padding:1.75rem;position:relative}
.plan.featured{border:2px solid var(--g700);box-shadow:var(--shadow)}
.plan .badge{position:absolute;top:-.8rem;left:1.5rem;background:var(--g700);color:#fff;font-size:.8rem;font-weight:700;padding:.2rem .7rem;border-radius:999px}
.plan h3{font-size:1.3rem;margin:0 0 .3rem}
.plan .desc{color:var(--muted);min-height:4.8em}
.price{display:flex;align-items:baseline;gap:.4rem;margin:.5rem 0 1.25rem}
.price .amount{font-size:2.5rem;font-weight:800;color:var(--ink);letter-spacing:-.03em}
.price .per{color:var(--muted)}
.plan ul{list-style:none;padding:0;margin:0 0 1.5rem;display:grid;gap:.55rem;flex:1;align-content:start}
.plan li{display:flex;gap:.55rem;align-items:flex-start;font-size:.95rem}
.plan li svg{width:18px;height:18px;color:var(--g700);flex:none;margin-top:.2rem}
.table-wrap{overflow-x:auto;border:1px solid var(--line);border-radius:var(--radius);background:#fff}
table{border-collapse:collapse;width:100%;min-width:36rem}
th,td{text-align:left;padding:.85rem 1rem;border-bottom:1px solid var(--line)}
thead th{background:var(--soft);color:var(--ink);font-size:.95rem}
tbody th{font-weight:600;color:var(--ink)}
tbody tr:last-child>*{border-bottom:0}
.faq{display:grid;gap:.75rem}
.faq details{background:#fff;border:1px solid var(--line);border-radius:12px}
.faq summary{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:1.05rem 1.25rem;font-weight:600;color:var(--ink);cursor:pointer}
.faq summary svg{width:20px;height:20px;color:var(--g700);flex:none}
.faq details[open] summary svg{transform:rotate(45deg)}
.faq .answer{padding:0 1.25rem 1.1rem;color:var(--muted)}
.faq .answer p:last-child{margin-bottom:0}
.faq-group+.faq-group{margin-top:2.5rem}
.prose{max-width:46rem}
.prose h2{font-size:1.45rem;margin-top:2.25rem}
.prose h3{margin-top:1.5rem}
.prose p,.prose li{color:var(--text)}
.prose li{margin-bottom:.35rem}
.prose .updated{color:var(--muted)}
.toc{background:var(--soft);border:1px solid var(--line);border-radius:12px;padding:1rem 1.25rem;margin:1.5rem 0 2rem}
.toc h2{font-size:1rem;margin:0 0 .5rem}
.toc ol{margin:0;columns:2;column-gap:2rem}
.toc li{margin:.15rem 0}
.form-grid{display:grid;grid-template-columns:1fr 1fr;gap:1rem 1.25rem}
.field{display:grid;gap:.35rem}
.field.full{grid-column:1/-1}
label{font-weight:600;color:var(--ink);font-size:.95rem}
.optional{font-weight:400;color:var(--muted)}
input,textarea{width:100%;font:inherit;color:var(--ink);background:#fff;border:1px solid #94a3b8;border-radius:10px;padding:.7rem .85rem;min-height:44px}
textarea{min-height:9rem;resize:vertical}
input:focus,textarea:focus{outline:3px solid var(--g200);border-color:var(--g700)}
[aria-invalid=true]{border-color:var(--red)}
.field-error{color:var(--red);font-size:.9rem;margin:0;min-height:0}
.field-error:empty{display:none}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.alert{border-radius:12px;padding:1rem 1.15rem;margin-bottom:1.25rem;display:flex;gap:.7rem;align-items:flex-start}
.alert svg{width:22px;height:22px;flex:none;margin-top:.1rem}
.alert p{margin:0}
.alert-success{background:var(--g50);border:1px solid var(--g200);color:var(--g900)}
.alert-error{background:#fef2f2;border:1px solid #fecaca;color:#7f1d1d}
.alert:empty{display:none}
.fingerprint code{word-break:break-all;font-size:.85rem}
.contact-grid{display:grid;grid-template-columns:1.5fr 1fr;gap:2.5rem;align-items:start}
.aside{display:grid;gap:1rem}
.site-footer{background:var(--g950);color:#d1fae5;padding:3.5rem 0 2rem;margin-top:0}
.site-footer a{color:#d1fae5;text-decoration:none}
.site-footer a:hover{color:#fff;text-decoration:underline}
.footer-grid{display:grid;grid-template-columns:1.4fr repeat(3,1fr);gap:2rem}
.site-footer .brand{color:#fff}
.site-footer h2{color:#fff;font-size:.95rem;text-transform:uppercase;letter-spacing:.06em;margin-bottom:.9rem}
.site-footer ul{list-style:none;padding:0;margin:0;display:grid;gap:.45rem}
.site-footer p{color:#bbf7d0;max-width:22rem}
.footer-bottom{border-top:1px solid rgb(255 255 255/.15);margin-top:2.5rem;padding-top:1.5rem;display:flex;flex-wrap:wrap;justify-content:space-between;gap:1rem;font-size:.9rem;color:#bbf7d0}
.not-found{padding:6rem 0;text-align:center}
.not-found .code{font-size:5rem;font-weight:800;color:var(--g700);line-height:1;margin-bottom:1rem;letter-spacing:-.04em}
.not-found .lead{color:var(--muted);font-size:1.15rem;max-width:34rem;margin:0 auto 1.5rem}
.not-found .cta-group{justify-content:center}
.jobs{display:grid;gap:1rem;list-style:none;padding:0;margin:0}
.job{display:flex;justify-content:space-between;align-items:center;gap:1.5rem;background:#fff;border:1px solid var(--line);border-radius:var(--radius);padding:1.35rem 1.5rem}
.job:hover{border-color:var(--g200);box-shadow:var(--shadow)}
.job h3{margin:0 0 .45rem;font-size:1.2rem}
.job h3 a{color:var(--ink);text-decoration:none}
.job h3 a:hover{color:var(--g800);text-decoration:underline}
.chips{display:flex;flex-wrap:wrap;gap:.4rem .9rem;list-style:none;padding:0;margin:0;color:var(--muted);font-size:.93rem}
.chips li{display:inline-flex;align-items:center;gap:.35rem}
.chips svg{width:16px;height:16px;color:var(--g700)}
.tag{display:inline-block;background:var(--g50);border:1px solid var(--g200);color:var(--g900);border-radius:999px;padding:.15rem .65rem;font-size:.85rem;font-weight:600}
.tags{display:flex;flex-wrap:wrap;gap:.4rem;list-style:none;padding:0;margin:0}
.job-layout{display:grid;grid-template-columns:minmax(0,1fr) 20rem;gap:2.5rem;align-items:start}
.summary{position:sticky;top:88px}
.summary dl{margin:0;display:grid;gap:.8rem}
.summary dt{font-size:.85rem;color:var(--muted);font-weight:600}
.summary dd{margin:0;color:var(--ink);font-weight:500}
.summary .btn{width:100%;margin-top:1.25rem}
.apply{margin-top:3rem;padding:2rem;border-radius:var(--radius);background:var(--g50);border:1px solid var(--g200)}
.apply h2{margin-bottom:.5rem}
.breadcrumb{font-size:.95rem;margin-bottom:1rem}
.breadcrumb a{text-decoration:none;font-weight:600}
.company-mark{display:inline-grid;place-items:center;width:56px;height:56px;border-radius:14px;background:var(--g700);color:#fff;font-weight:800;font-size:1.5rem;margin-bottom:1rem}
.group-title{font-size:1.1rem;color:var(--muted);margin:2rem 0 .9rem;font-weight:700}
.job-groups>:first-child>.group-title{margin-top:0}
.job-body>h2{font-size:1.45rem;margin-top:2.25rem}
.apply>h2{margin-top:0}
.apply>p:last-child{margin-bottom:0}
.empty{padding:2.5rem;text-align:center;background:var(--soft);border:1px dashed #cbd5e1;border-radius:var(--radius);color:var(--muted)}
.powered{font-size:.9rem}
.careers-nav{display:flex;align-items:center;gap:.25rem;margin-left:auto}
.careers-nav .btn,.careers-nav .nav-link{white-space:nowrap}
.careers-brand{min-width:0}
.careers-brand>span:last-child{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.company-mark.mark-sm{width:36px;height:36px;font-size:1.1rem;margin:0;border-radius:10px}
.site-footer.compact{padding:1.5rem 0}
.site-footer.compact span a{text-decoration:underline}
.footer-bottom.flush{margin-top:0;padding-top:0;border-top:0;align-items:center}
.site-footer .powered{font-weight:600;font-size:.95rem;color:#d1fae5}
.site-footer .powered svg{width:22px;height:22px}
@media (max-width:960px){.hero-grid,.split,.contact-grid,.job-layout{grid-template-columns:1fr}.split.reverse>:first-child{order:0}.grid-3,.grid-4{grid-template-columns:repeat(2,minmax(0,1fr))}.footer-grid{grid-template-columns:1fr 1fr}.summary{position:static}.hero{padding:3rem 0}}
@media (max-width:640px){.hide-sm{display:none}.bar{gap:.75rem}.steps>li{padding:1.25rem 1.25rem 1.25rem 3.6rem}.steps>li::before{left:1rem;top:1.25rem;width:1.9rem;height:1.9rem}.page-hero{padding:2.5rem 0 2rem}.grid-2,.grid-3,.grid-4,.form-grid{grid-template-columns:1fr}.footer-grid{grid-template-columns:1fr}.section{padding:3.25rem 0}.job{flex-direction:column;align-items:flex-start}.toc ol{columns:1}.dropdown-panel{grid-template-columns:1fr}.brand span{font-size:1.1rem}}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}*{transition:none!important}}
`
  .trim()
  .replace(/\n/g, '')
