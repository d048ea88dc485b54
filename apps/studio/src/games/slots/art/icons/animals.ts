import { mix } from '@/games/slots/art/color.ts';
import { shine } from '@/games/slots/art/shapes.ts';
import type { IconDraw } from '@/games/slots/art/types.ts';

const mirror = (markup: string): string =>
  `<g transform="translate(200 0) scale(-1 1)">${markup}</g>`;

const horn = (fill: string): string =>
  `<path d="M96,60 C70,44 40,50 28,76 C22,88 12,82 10,66 C8,38 44,22 76,32 C88,36 96,44 102,54 Z" fill="${fill}"/>`;

/** Cape buffalo head with sweeping horns. */
export const buffalo: IconDraw = (p, pal) => {
  const hide = mix('#6e4528', pal.hot, 0.15);
  return `
  <ellipse cx="46" cy="96" rx="20" ry="10" transform="rotate(20 46 96)" fill="${p.lin(hide)}"/>
  <ellipse cx="154" cy="96" rx="20" ry="10" transform="rotate(-20 154 96)" fill="${p.lin(hide)}"/>
  <path d="M60,70 C60,52 140,52 140,70 C142,100 134,120 128,140 C124,162 114,180 100,180 C86,180 76,162 72,140 C66,120 58,100 60,70 Z" fill="${p.rad(hide)}"/>
  ${horn(p.lin('#f1e4c6'))}${mirror(horn(p.lin('#f1e4c6')))}
  <path d="M66,62 C80,48 120,48 134,62 C124,70 76,70 66,62 Z" fill="${p.lin('#4a2c18')}"/>
  <ellipse cx="100" cy="156" rx="28" ry="22" fill="${p.lin('#9c7a5e')}"/>
  <ellipse cx="89" cy="158" rx="5" ry="7" fill="#2a160a" stroke="none"/><ellipse cx="111" cy="158" rx="5" ry="7" fill="#2a160a" stroke="none"/>
  <ellipse cx="80" cy="104" rx="9" ry="8" fill="#fff"/><ellipse cx="120" cy="104" rx="9" ry="8" fill="#fff"/>
  <circle cx="81" cy="105" r="5" fill="#1a0c04" stroke="none"/><circle cx="119" cy="105" r="5" fill="#1a0c04" stroke="none"/>
  <path d="M68,92 L90,98 M132,92 L110,98" fill="none" stroke-width="6"/>
  ${shine(82, 80, 14, 6, -10, 0.3)}${shine(60, 44, 14, 5, -20)}`;
};

/** Bald eagle head in profile with a hooked golden beak. */
export const eagle: IconDraw = (p, pal) => `
  <path d="M46,196 L52,158 L64,150 L72,164 L84,144 L94,162 L106,140 L116,160 L128,140 L136,160 L150,144 L156,166 L170,154 L184,196 Z" fill="${p.lin('#6b4226')}"/>
  <path d="M72,140 C58,106 62,64 96,48 C128,34 162,50 168,82 C172,104 162,128 152,146 C130,154 96,154 72,140 Z" fill="${p.lin('#ffffff')}"/>
  <path d="M74,70 C52,66 28,76 22,98 C20,110 30,116 36,106 C40,98 50,96 62,100 L84,100 Z" fill="${p.lin(pal.metal)}"/>
  <path d="M36,104 C46,98 60,102 84,100" fill="none" stroke-width="3"/>
  <circle cx="94" cy="74" r="8" fill="${p.rad('#e8a020')}"/><circle cx="92" cy="74" r="4" fill="#111" stroke="none"/>
  <path d="M76,62 L114,62 L106,70" fill="none" stroke-width="7"/>
  <path d="M110,96 q12,8 10,22 M130,90 q12,10 8,26" fill="none" stroke="#c9ced6" stroke-width="3"/>
  ${shine(118, 56, 24, 8, -10, 0.6)}`;

const wolfEye = (p: Parameters<IconDraw>[0], gold: string): string => `
  <path d="M58,98 L90,104 L82,114 C70,114 62,108 58,98 Z" fill="${p.rad(gold)}" stroke-width="3"/>
  <circle cx="78" cy="107" r="3.5" fill="#111" stroke="none"/>`;

/** Grey wolf face with pointed ears and golden eyes. */
export const wolf: IconDraw = (p, pal) => {
  const fur = mix('#8591a3', pal.cool, 0.18);
  const ear = `<path d="M48,84 L54,16 L94,56 Z" fill="${p.lin(fur)}"/><path d="M56,68 L60,34 L80,56 Z" fill="#e8b4b8" stroke="none"/>`;
  return `${ear}${mirror(ear)}
  <path d="M100,44 C140,44 160,70 166,100 L188,118 L158,130 C150,158 126,178 100,184 C74,178 50,158 42,130 L12,118 L34,100 C40,70 60,44 100,44 Z" fill="${p.rad(fur)}"/>
  <path d="M100,108 C84,108 70,124 70,142 C72,164 88,180 100,182 C112,180 128,164 130,142 C130,124 116,108 100,108 Z" fill="${p.lin('#eef1f6')}"/>
  <path d="M100,56 L90,96 L100,110 L110,96 Z" fill="#e4e8ef" stroke="none"/>
  ${wolfEye(p, pal.metal)}${mirror(wolfEye(p, pal.metal))}
  <path d="M86,132 L114,132 Q114,146 100,150 Q86,146 86,132 Z" fill="${p.lin('#333')}"/>
  <path d="M100,150 L100,160 Q90,168 82,162 M100,160 Q110,168 118,162" fill="none" stroke-width="4"/>
  ${shine(74, 66, 18, 6, -30, 0.35)}`;
};

/** Parrot on a branch: bright plumage, hooked beak. */
export const parrot: IconDraw = (p, pal) => `
  <path d="M128,150 L156,198 L116,182 Z" fill="${p.lin(pal.cool)}"/>
  <ellipse cx="118" cy="122" rx="36" ry="52" transform="rotate(-18 118 122)" fill="${p.lin(pal.hot)}"/>
  <path d="M120,92 C152,98 162,140 148,174 C130,158 114,132 120,92 Z" fill="${p.lin(pal.cool)}"/>
  <path d="M120,92 C136,94 146,104 152,118 C138,114 126,108 120,92 Z" fill="${p.lin(pal.metal)}" stroke-width="3"/>
  <path d="M26,178 C80,166 140,172 192,164 L192,178 C140,186 80,182 26,190 Z" fill="${p.lin('#8b5a2b')}"/>
  <path d="M104,168 l-6,14 M114,170 l-2,14" fill="none" stroke-width="5"/>
  <circle cx="98" cy="64" r="36" fill="${p.rad(pal.hot)}"/>
  <ellipse cx="90" cy="60" rx="15" ry="13" fill="#fff"/>
  <circle cx="92" cy="60" r="6" fill="#111" stroke="none"/><circle cx="94" cy="58" r="2" fill="#fff" stroke="none"/>
  <path d="M72,50 C46,46 34,70 44,96 C48,82 58,78 70,80 Z" fill="${p.lin('#f4ead2')}"/>
  <path d="M70,80 C60,82 56,90 62,96 C70,92 74,86 76,80 Z" fill="${p.lin('#444')}" stroke-width="3"/>
  ${shine(108, 44, 14, 6, 20)}`;

/** Lucky money frog holding a coin in its mouth. */
export const frog: IconDraw = (p, pal) => `
  <circle cx="60" cy="64" r="28" fill="${p.rad(pal.leaf)}"/><circle cx="140" cy="64" r="28" fill="${p.rad(pal.leaf)}"/>
  <path d="M18,112 C18,72 60,62 100,66 C140,62 182,72 182,112 C182,152 148,174 100,174 C52,174 18,152 18,112 Z" fill="${p.rad(pal.leaf)}"/>
  <ellipse cx="100" cy="150" rx="56" ry="22" fill="${mix(pal.leaf, '#ffffff', 0.45)}" stroke="none" opacity=".8"/>
  <circle cx="60" cy="62" r="17" fill="#fff"/><circle cx="140" cy="62" r="17" fill="#fff"/>
  <circle cx="62" cy="64" r="9" fill="#111" stroke="none"/><circle cx="138" cy="64" r="9" fill="#111" stroke="none"/>
  <circle cx="65" cy="60" r="3" fill="#fff" stroke="none"/><circle cx="141" cy="60" r="3" fill="#fff" stroke="none"/>
  <path d="M40,116 Q100,156 160,116" fill="none" stroke-width="5"/>
  <ellipse cx="44" cy="124" rx="12" ry="7" fill="#ff8aa0" stroke="none" opacity=".7"/><ellipse cx="156" cy="124" rx="12" ry="7" fill="#ff8aa0" stroke="none" opacity=".7"/>
  <circle cx="92" cy="96" r="2.5" fill="${pal.ink}" stroke="none"/><circle cx="108" cy="96" r="2.5" fill="${pal.ink}" stroke="none"/>
  <circle cx="100" cy="144" r="24" fill="${p.metal(pal.metal)}"/>
  <rect x="93" y="137" width="14" height="14" fill="${mix(pal.metal, '#000000', 0.45)}" stroke-width="3"/>
  ${shine(52, 48, 10, 5)}${shine(132, 48, 10, 5)}${shine(60, 92, 20, 7, -15, 0.35)}`;

/** Panda face with black eye patches and rosy cheeks. */
export const panda: IconDraw = (p) => `
  <circle cx="50" cy="54" r="26" fill="${p.rad('#2a2a30')}"/><circle cx="150" cy="54" r="26" fill="${p.rad('#2a2a30')}"/>
  <ellipse cx="100" cy="110" rx="78" ry="68" fill="${p.rad('#ffffff')}"/>
  <ellipse cx="68" cy="104" rx="20" ry="26" transform="rotate(35 68 104)" fill="${p.lin('#2a2a30')}" stroke="none"/>
  <ellipse cx="132" cy="104" rx="20" ry="26" transform="rotate(-35 132 104)" fill="${p.lin('#2a2a30')}" stroke="none"/>
  <circle cx="72" cy="102" r="8" fill="#fff" stroke="none"/><circle cx="128" cy="102" r="8" fill="#fff" stroke="none"/>
  <circle cx="73" cy="103" r="5" fill="#111" stroke="none"/><circle cx="127" cy="103" r="5" fill="#111" stroke="none"/>
  <ellipse cx="100" cy="132" rx="13" ry="9" fill="${p.lin('#2a2a30')}"/>
  <path d="M100,141 L100,150 Q90,160 80,152 M100,150 Q110,160 120,152" fill="none" stroke-width="4"/>
  <ellipse cx="50" cy="140" rx="13" ry="8" fill="#ff9fb2" stroke="none" opacity=".7"/><ellipse cx="150" cy="140" rx="13" ry="8" fill="#ff9fb2" stroke="none" opacity=".7"/>
  ${shine(72, 62, 24, 8, -15, 0.6)}`;
