import { mix } from '@/games/slots/art/color.ts';
import { shine } from '@/games/slots/art/shapes.ts';
import type { IconDraw } from '@/games/slots/art/types.ts';

const mirror = (markup: string): string =>
  `<g transform="translate(200 0) scale(-1 1)">${markup}</g>`;

/** Imperial dragon head in profile with golden mane and whiskers. */
export const dragon: IconDraw = (p, pal) => `
  <path d="M84,46 L60,24 L64,52 L30,44 L48,72 L14,84 L42,100 L16,122 L46,126 L30,156 L60,142 L62,172 L84,148 Z" fill="${p.lin(pal.metal)}"/>
  <path d="M94,58 C88,36 76,22 58,12 C82,16 102,32 110,56 Z" fill="${p.metal(pal.metal)}"/>
  <path d="M112,56 C112,36 106,24 96,14 C116,22 124,38 124,58 Z" fill="${p.metal(pal.metal)}"/>
  <path d="M138,106 L186,102 L170,128 Z" fill="#3a0a0a"/>
  <path d="M150,106 l5,9 l5,-9 M166,105 l4,8 l4,-8" fill="#fff" stroke-width="2"/>
  <path d="M62,110 C58,74 84,50 118,56 C134,59 146,68 156,76 L182,80 C194,82 196,100 186,102 L140,106 L166,118 C174,122 174,132 164,134 L130,134 C120,152 96,164 80,158 C66,152 62,130 62,110 Z" fill="${p.lin(pal.hot)}"/>
  <path d="M86,150 l-6,22 l16,-14 l4,20 l10,-22 l10,12 l2,-18" fill="${p.lin(pal.metal)}"/>
  <path d="M78,96 q10,8 4,20 M92,112 q10,8 4,20 M78,126 q8,8 2,18" fill="none" stroke="${pal.metal}" stroke-width="4"/>
  <ellipse cx="128" cy="78" rx="13" ry="10" fill="#fffbe6"/>
  <circle cx="131" cy="78" r="6" fill="#1a0a00" stroke="none"/>
  <circle cx="133" cy="76" r="2" fill="#fff" stroke="none"/>
  <path d="M110,66 Q128,58 146,70" fill="none" stroke="${pal.metal}" stroke-width="6"/>
  <circle cx="178" cy="88" r="4" fill="${pal.ink}" stroke="none"/>
  <path d="M176,96 C198,112 200,142 180,154 C170,160 164,150 172,146" fill="none" stroke="${pal.metal}" stroke-width="5"/>
  <path d="M160,132 C166,158 150,176 134,172" fill="none" stroke="${pal.metal}" stroke-width="4"/>
  ${shine(110, 66, 18, 6, -15)}`;

/** Tiger face, front on, with stripes and amber eyes. */
export const tiger: IconDraw = (p, pal) => {
  const fur = mix('#f28a1e', pal.hot, 0.2);
  return `
  <circle cx="50" cy="56" r="24" fill="${p.lin(fur)}"/><circle cx="150" cy="56" r="24" fill="${p.lin(fur)}"/>
  <circle cx="52" cy="58" r="12" fill="#fff1dc" stroke="none"/><circle cx="148" cy="58" r="12" fill="#fff1dc" stroke="none"/>
  <ellipse cx="100" cy="112" rx="76" ry="66" fill="${p.rad(fur)}"/>
  <path d="M100,116 C80,108 46,124 48,150 C52,174 84,178 100,166 C116,178 148,174 152,150 C154,124 120,108 100,116 Z" fill="${p.lin('#fff8ee')}"/>
  <g fill="none" stroke-width="7">
    <path d="M86,52 Q92,64 88,78 M114,52 Q108,64 112,78 M100,48 L100,70"/>
    <path d="M26,98 Q44,104 54,94 M26,122 Q42,124 52,116 M174,98 Q156,104 146,94 M174,122 Q158,124 148,116"/>
  </g>
  <ellipse cx="72" cy="98" rx="17" ry="12" fill="#fff"/><ellipse cx="128" cy="98" rx="17" ry="12" fill="#fff"/>
  <circle cx="74" cy="98" r="9" fill="${p.rad(pal.metal)}" stroke="none"/><circle cx="126" cy="98" r="9" fill="${p.rad(pal.metal)}" stroke="none"/>
  <ellipse cx="74" cy="98" rx="2.5" ry="7" fill="#111" stroke="none"/><ellipse cx="126" cy="98" rx="2.5" ry="7" fill="#111" stroke="none"/>
  <path d="M86,122 L114,122 Q114,134 100,140 Q86,134 86,122 Z" fill="${p.lin('#d9566a')}"/>
  <path d="M100,140 L100,148 Q88,160 76,150 M100,148 Q112,160 124,150" fill="none" stroke-width="4"/>
  <g fill="${pal.ink}" stroke="none"><circle cx="70" cy="144" r="2.5"/><circle cx="62" cy="136" r="2.5"/><circle cx="130" cy="144" r="2.5"/><circle cx="138" cy="136" r="2.5"/></g>
  ${shine(76, 66, 22, 8, -20)}`;
};

/** Koi carp swimming, white with orange patches and flowing fins. */
export const koi: IconDraw = (p, pal) => {
  const scale = mix('#f2552e', pal.hot, 0.25);
  return `<g transform="rotate(-18 100 100)">
  <path d="M150,100 C166,70 188,58 196,54 C188,78 186,92 180,100 C186,108 188,122 196,146 C178,140 166,128 150,100 Z" fill="${p.lin(scale)}"/>
  <path d="M78,66 C94,40 122,44 132,74 Z" fill="${p.lin(scale)}" opacity=".9"/>
  <path d="M66,120 C58,144 76,158 92,142 Z" fill="${p.lin(scale)}" opacity=".9"/>
  <path d="M24,100 C34,70 90,56 128,78 C142,86 150,94 156,100 C150,106 142,114 128,122 C90,144 34,130 24,100 Z" fill="${p.lin('#fffaf2')}"/>
  <g stroke="none" fill="${scale}">
    <path d="M58,74 C80,62 110,64 124,78 C110,92 88,94 70,88 Z"/>
    <path d="M118,110 C132,114 142,110 150,102 C146,114 134,120 120,122 Z"/>
    <path d="M30,94 C38,80 50,74 62,74 C58,86 50,94 30,94 Z"/>
  </g>
  <path d="M70,98 q8,6 0,12 M86,96 q8,6 0,12 M102,96 q8,6 0,12" fill="none" stroke="#e8d6c6" stroke-width="3"/>
  <circle cx="44" cy="96" r="6" fill="#1a1a1a" stroke="none"/><circle cx="46" cy="94" r="2" fill="#fff" stroke="none"/>
  <path d="M28,106 C20,112 18,120 24,128" fill="none" stroke-width="3"/>
  ${shine(80, 80, 30, 6, 0, 0.5)}</g>`;
};

const phoenixWing = (fill: string, trim: string): string => `
  <path d="M92,82 C72,58 42,38 6,22 C14,42 18,54 28,62 C20,72 24,82 36,84 C32,96 40,104 54,102 C54,114 68,118 80,112 L94,104 Z" fill="${fill}"/>
  <path d="M86,90 C66,74 46,62 22,50 M84,100 C66,92 52,86 36,84" fill="none" stroke="${trim}" stroke-width="4"/>`;

/** Phoenix rising with spread flame wings and a long plumed tail. */
export const phoenix: IconDraw = (p, pal) => {
  const fire = mix('#ff5a1a', pal.hot, 0.3);
  return `
  <path d="M100,134 C82,160 66,178 48,192 C70,188 88,176 100,160 C112,176 130,188 152,192 C134,178 118,160 100,134 Z" fill="${p.lin(pal.metal)}"/>
  <path d="M100,138 C94,160 92,176 100,194 C108,176 106,160 100,138 Z" fill="${p.lin(fire)}"/>
  ${phoenixWing(p.lin(fire), pal.metal)}${mirror(phoenixWing(p.lin(fire), pal.metal))}
  <path d="M100,58 C122,60 124,92 118,112 C112,130 104,140 100,148 C96,140 88,130 82,112 C76,92 78,60 100,58 Z" fill="${p.rad(fire)}"/>
  <path d="M100,40 C92,26 94,14 100,6 C106,14 108,26 100,40 Z M92,42 C80,34 76,24 78,14 C88,22 94,32 92,42 Z M108,42 C120,34 124,24 122,14 C112,22 106,32 108,42 Z" fill="${p.lin(pal.metal)}"/>
  <circle cx="100" cy="54" r="17" fill="${p.rad(fire)}"/>
  <path d="M94,60 L100,74 L106,60 Z" fill="${p.lin(pal.metal)}" stroke-width="3"/>
  <circle cx="93" cy="52" r="3" fill="#111" stroke="none"/><circle cx="107" cy="52" r="3" fill="#111" stroke="none"/>
  <path d="M92,96 Q100,104 108,96 M90,112 Q100,120 110,112" fill="none" stroke="${pal.metal}" stroke-width="4"/>
  ${shine(92, 104, 6, 14, 10)}`;
};

const ear = (fill: string): string => `
  <path d="M70,66 C30,46 6,80 12,116 C18,148 50,154 72,132 Z" fill="${fill}"/>
  <path d="M60,78 C36,68 24,90 28,112 C32,132 50,136 62,124 Z" fill="#e8b4b8" stroke="none" opacity=".8"/>`;

/** Temple elephant, front on, with tusks and a jewelled headpiece. */
export const elephant: IconDraw = (p, pal) => `
  ${ear(p.lin('#9aa5b1'))}${mirror(ear(p.lin('#9aa5b1')))}
  <ellipse cx="100" cy="90" rx="52" ry="48" fill="${p.rad('#a9b3bf')}"/>
  <path d="M78,112 C64,136 70,156 88,162 C82,146 84,128 88,118 Z" fill="${p.lin('#fffbea')}" stroke-width="4"/>
  <path d="M122,112 C136,136 130,156 112,162 C118,146 116,128 112,118 Z" fill="${p.lin('#fffbea')}" stroke-width="4"/>
    <path d="M84,108 C80,146 90,176 110,188 C122,194 134,186 132,174 C120,178 110,168 110,152 C110,136 116,122 116,108 Z" fill="${p.lin('#a9b3bf')}"/>
  <path d="M56,68 Q100,92 144,68" fill="none" stroke="${pal.metal}" stroke-width="6"/>
  <path d="M100,48 L118,66 L100,102 L82,66 Z" fill="${p.metal(pal.metal)}"/>
  <circle cx="100" cy="70" r="8" fill="${p.rad(pal.hot)}" stroke-width="3"/>
  <ellipse cx="78" cy="96" rx="5" ry="7" fill="#1a1a1a" stroke="none"/><ellipse cx="122" cy="96" rx="5" ry="7" fill="#1a1a1a" stroke="none"/>
  <circle cx="80" cy="94" r="2" fill="#fff" stroke="none"/><circle cx="124" cy="94" r="2" fill="#fff" stroke="none"/>
  ${shine(74, 68, 14, 7, -30)}`;

const feather = (
  p: Parameters<IconDraw>[0],
  pal: Parameters<IconDraw>[1],
  angle: number,
): string => `
  <g transform="rotate(${angle} 100 170)">
    <path d="M100,170 C84,130 82,70 100,34 C118,70 116,130 100,170 Z" fill="${p.lin(pal.leaf)}" stroke-width="4"/>
    <ellipse cx="100" cy="58" rx="13" ry="18" fill="${p.rad(pal.metal)}" stroke-width="3"/>
    <ellipse cx="100" cy="61" rx="7" ry="10" fill="${p.rad(pal.cool)}" stroke="none"/>
  </g>`;

/** Peacock with its tail fanned out behind a blue body. */
export const peacock: IconDraw = (p, pal) => `
  ${[-60, -40, -20, 0, 20, 40, 60].map((a) => feather(p, pal, a)).join('')}
  <path d="M100,178 C80,178 78,154 86,134 C92,118 88,98 92,84 C94,74 108,72 110,82 C112,94 106,108 112,126 C120,150 120,178 100,178 Z" fill="${p.lin(pal.cool)}"/>
  <circle cx="101" cy="80" r="13" fill="${p.rad(pal.cool)}"/>
  <path d="M112,78 L126,84 L112,88 Z" fill="${p.lin(pal.metal)}" stroke-width="3"/>
  <path d="M96,66 L90,50 M101,66 L101,48 M106,66 L112,50" fill="none" stroke-width="3"/>
  <g fill="${pal.metal}" stroke-width="2"><circle cx="90" cy="48" r="4"/><circle cx="101" cy="46" r="4"/><circle cx="112" cy="48" r="4"/></g>
  <circle cx="104" cy="78" r="3" fill="#fff" stroke="none"/>
  ${shine(94, 120, 5, 16, 10)}`;
