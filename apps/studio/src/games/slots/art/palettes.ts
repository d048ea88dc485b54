import type { Palette, SlotTheme } from '@/games/slots/art/types.ts';

/** One title's look: drawing palette, UI theme and the icons that carry its identity. */
export interface TitleLook {
  palette: Palette;
  theme: SlotTheme;
  /** The title's own icons, most important first. */
  icons: readonly string[];
  /** Background scene kind (see backgrounds.ts). */
  scene: SceneKind;
}

/** The background scene families. */
export type SceneKind =
  | 'storm'
  | 'palace'
  | 'jungle'
  | 'pond'
  | 'tropic'
  | 'casino'
  | 'cavern'
  | 'sea'
  | 'inferno'
  | 'savanna'
  | 'festival'
  | 'space';

const look = (
  palette: Palette,
  theme: SlotTheme,
  icons: readonly string[],
  scene: SceneKind,
): TitleLook => ({
  palette,
  theme,
  icons,
  scene,
});

/** Every title's look keyed by vendor game code. */
export const LOOKS: Readonly<Record<string, TitleLook>> = {
  MS001: look(
    {
      ink: '#0b1e2b',
      metal: '#f2c14e',
      hot: '#2bb3a8',
      cool: '#4a56c9',
      leaf: '#3fae5a',
      glow: '#9ff3ea',
      bgTop: '#0c1838',
      bgBottom: '#0e4a52',
      cards: ['#f2c14e', '#36c9bd', '#7b83ff', '#5fd08a', '#e78ad4', '#8fc4e8'],
    },
    {
      background: '#0b1a2e',
      surface: '#12303d',
      frame: '#d4a637',
      accent: '#2bc4b8',
      text: '#eef7f6',
      win: '#ffd45e',
    },
    ['rain', 'umbrella', 'frog', 'thunder', 'coin'],
    'storm',
  ),
  MS002: look(
    {
      ink: '#3a0508',
      metal: '#f5c542',
      hot: '#d4142f',
      cool: '#1f8a70',
      leaf: '#2e9b4f',
      glow: '#ffe28a',
      bgTop: '#5a0710',
      bgBottom: '#1e0204',
      cards: ['#f5c542', '#e8322f', '#ff8a3d', '#2fae86', '#c05bd8', '#f2e6c9'],
    },
    {
      background: '#2a0306',
      surface: '#4a0a10',
      frame: '#e0b13a',
      accent: '#f5c542',
      text: '#fff4dc',
      win: '#ffd84d',
    },
    ['dragon', 'pearl', 'lantern', 'ingot', 'coin'],
    'palace',
  ),
  MS003: look(
    {
      ink: '#1c2414',
      metal: '#f0a020',
      hot: '#f07c1a',
      cool: '#3b8fa0',
      leaf: '#3c8c3a',
      glow: '#ffd27a',
      bgTop: '#16331c',
      bgBottom: '#0a1a0d',
      cards: ['#f0a020', '#5cc15a', '#d9cdb4', '#e2622b', '#58b4c4', '#c8a86a'],
    },
    {
      background: '#0f2113',
      surface: '#1d3520',
      frame: '#b8a07a',
      accent: '#f0a020',
      text: '#f4efe2',
      win: '#ffc24a',
    },
    ['tiger', 'elephant', 'mask', 'drum', 'lotus'],
    'jungle',
  ),
  MS004: look(
    {
      ink: '#12324a',
      metal: '#f6d36b',
      hot: '#f2692e',
      cool: '#3a8fc8',
      leaf: '#4caf6a',
      glow: '#ffd1e6',
      bgTop: '#3f8fb8',
      bgBottom: '#13405e',
      cards: ['#f28bb5', '#3a8fc8', '#f6d36b', '#4caf6a', '#f2692e', '#9a7fd6'],
    },
    {
      background: '#0f3047',
      surface: '#f3f8fb',
      frame: '#f28bb5',
      accent: '#2c7fb8',
      text: '#12324a',
      win: '#d6336c',
    },
    ['koi', 'lotus', 'bamboo', 'tea', 'orchid'],
    'pond',
  ),
  MS005: look(
    {
      ink: '#3d0a33',
      metal: '#ffd23f',
      hot: '#e0218a',
      cool: '#27b5e8',
      leaf: '#7fd32a',
      glow: '#fff3a0',
      bgTop: '#ff5fa8',
      bgBottom: '#7a1fa0',
      cards: ['#e0218a', '#9be22d', '#ffb020', '#27b5e8', '#a45cff', '#ff6a3d'],
    },
    {
      background: '#4a0f55',
      surface: '#2f0a38',
      frame: '#9be22d',
      accent: '#ff4fa3',
      text: '#fff7fb',
      win: '#ffe14d',
    },
    ['cherry', 'lemon', 'grape', 'mango', 'durian'],
    'tropic',
  ),
  MS006: look(
    {
      ink: '#111111',
      metal: '#f4c430',
      hot: '#d7192a',
      cool: '#2c5fd6',
      leaf: '#2e9b4f',
      glow: '#fff0b0',
      bgTop: '#3a0a0e',
      bgBottom: '#0a0a0a',
      cards: ['#d7192a', '#c9ced6', '#f4c430', '#2c5fd6', '#e85d9c', '#4fbf6a'],
    },
    {
      background: '#0d0d0f',
      surface: '#1c1c20',
      frame: '#c9ced6',
      accent: '#e0202f',
      text: '#f5f5f7',
      win: '#ffd23a',
    },
    ['seven', 'bar', 'bell', 'star', 'cherry'],
    'casino',
  ),
  MS007: look(
    {
      ink: '#1d0b3a',
      metal: '#ffd24a',
      hot: '#e0234e',
      cool: '#2f6fff',
      leaf: '#1fc77a',
      glow: '#e9c8ff',
      bgTop: '#3a1470',
      bgBottom: '#12052a',
      cards: ['#b35cff', '#ffd24a', '#2f6fff', '#1fc77a', '#e0234e', '#5fe3f0'],
    },
    {
      background: '#14062b',
      surface: '#241045',
      frame: '#b35cff',
      accent: '#ffd24a',
      text: '#f6efff',
      win: '#7df9ff',
    },
    ['diamond', 'ruby', 'emerald', 'sapphire', 'crown'],
    'cavern',
  ),
  MS008: look(
    {
      ink: '#1a1208',
      metal: '#f2b632',
      hot: '#d8322a',
      cool: '#1f5fa6',
      leaf: '#2f9e4a',
      glow: '#f1deb0',
      bgTop: '#1d3b6a',
      bgBottom: '#071528',
      cards: ['#f2b632', '#d8322a', '#2f9e4a', '#3d86d6', '#a5713d', '#f1deb0'],
    },
    {
      background: '#0a1a30',
      surface: '#f1deb0',
      frame: '#8b5a2b',
      accent: '#1d3b6a',
      text: '#2a1a0a',
      win: '#b5121b',
    },
    ['ship', 'anchor', 'parrot', 'treasure', 'coin'],
    'sea',
  ),
  MS009: look(
    {
      ink: '#3b0707',
      metal: '#ffd34d',
      hot: '#ff5a1a',
      cool: '#b3122e',
      leaf: '#e8a020',
      glow: '#ffe08a',
      bgTop: '#8a1010',
      bgBottom: '#1a0202',
      cards: ['#ffd34d', '#ff5a1a', '#ff2e4d', '#ffa21a', '#e8e0c0', '#c95cff'],
    },
    {
      background: '#1c0303',
      surface: '#3a0808',
      frame: '#ff7a1a',
      accent: '#ffb02e',
      text: '#fff1e0',
      win: '#ffe066',
    },
    ['phoenix', 'firework', 'lantern', 'ruby', 'sun'],
    'inferno',
  ),
  MS010: look(
    {
      ink: '#2b1608',
      metal: '#f6c35b',
      hot: '#d0602a',
      cool: '#3c7fa8',
      leaf: '#8a9a2a',
      glow: '#ffd98a',
      bgTop: '#f08a3a',
      bgBottom: '#5a2410',
      cards: ['#f6c35b', '#d0602a', '#8a9a2a', '#3c7fa8', '#b04a6a', '#e8d2a4'],
    },
    {
      background: '#2a1408',
      surface: '#40200e',
      frame: '#d08a2e',
      accent: '#f6c35b',
      text: '#fff3e0',
      win: '#ffd24d',
    },
    ['buffalo', 'eagle', 'wolf', 'rice', 'sun'],
    'savanna',
  ),
  MS011: look(
    {
      ink: '#0c1430',
      metal: '#f7d774',
      hot: '#ff7a2a',
      cool: '#3a5fc8',
      leaf: '#3fae6a',
      glow: '#ffe7a8',
      bgTop: '#0d1640',
      bgBottom: '#1b2a5c',
      cards: ['#f7d774', '#ff7a2a', '#8fb0ff', '#ff5a7a', '#58d0a0', '#c49bff'],
    },
    {
      background: '#0a1130',
      surface: '#16214d',
      frame: '#f7d774',
      accent: '#ff8a2a',
      text: '#f3f5ff',
      win: '#ffd86b',
    },
    ['moon', 'lantern', 'tea', 'panda', 'firework'],
    'festival',
  ),
  MS012: look(
    {
      ink: '#0a0618',
      metal: '#c9d4e8',
      hot: '#ff4fd8',
      cool: '#22d3ee',
      leaf: '#4ade80',
      glow: '#7ff6ff',
      bgTop: '#1a0b3a',
      bgBottom: '#030208',
      cards: ['#22e3ff', '#ff4fd8', '#b58cff', '#4ade80', '#ffd24a', '#ff7a4a'],
    },
    {
      background: '#05030d',
      surface: '#140b2a',
      frame: '#7a3cff',
      accent: '#22e3ff',
      text: '#f0f4ff',
      win: '#7ff6ff',
    },
    ['rocket', 'planet', 'star', 'moon', 'diamond'],
    'space',
  ),
};
