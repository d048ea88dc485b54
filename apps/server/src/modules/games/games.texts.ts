import type { GameClassify } from '@monsoon/contracts/catalogue';

/**
 * The game classes' names per language (the lanes' `gameClassify[].displayName`); English for a
 * language without its own. Server-side because the lanes call answers them already translated.
 */
const classifyNames: Record<string, Record<GameClassify, string>> = {
  EN: {
    SLOTS: 'Slots',
    SCRATCH: 'Scratch Cards',
    VIDEO_POKER: 'Video Poker',
    TABLE: 'Table Games',
    ARCADE: 'Arcade',
    BINGO: 'Bingo',
  },
  CN: {
    SLOTS: '老虎机',
    SCRATCH: '刮刮乐',
    VIDEO_POKER: '视频扑克',
    TABLE: '桌面游戏',
    ARCADE: '街机',
    BINGO: '宾果',
  },
  ID: {
    SLOTS: 'Slot',
    SCRATCH: 'Kartu Gosok',
    VIDEO_POKER: 'Video Poker',
    TABLE: 'Permainan Meja',
    ARCADE: 'Arkade',
    BINGO: 'Bingo',
  },
  MY: {
    SLOTS: 'စလော့',
    SCRATCH: 'ခြစ်ကတ်',
    VIDEO_POKER: 'ဗီဒီယို ပိုကာ',
    TABLE: 'စားပွဲဂိမ်း',
    ARCADE: 'အာကိတ်',
    BINGO: 'ဘင်ဂို',
  },
  TH: {
    SLOTS: 'สล็อต',
    SCRATCH: 'บัตรขูด',
    VIDEO_POKER: 'วิดีโอโป๊กเกอร์',
    TABLE: 'เกมโต๊ะ',
    ARCADE: 'อาร์เคด',
    BINGO: 'บิงโก',
  },
  TY: {
    SLOTS: 'Mga Slot',
    SCRATCH: 'Scratch Card',
    VIDEO_POKER: 'Video Poker',
    TABLE: 'Mga Larong Pang-mesa',
    ARCADE: 'Arcade',
    BINGO: 'Bingo',
  },
  VI: {
    SLOTS: 'Nổ hũ',
    SCRATCH: 'Thẻ cào',
    VIDEO_POKER: 'Video Poker',
    TABLE: 'Trò chơi bàn',
    ARCADE: 'Arcade',
    BINGO: 'Bingo',
  },
};

/** A game class's name in a language (English fallback). */
export const classifyName = (key: GameClassify, lang: string): string =>
  (classifyNames[lang] ?? classifyNames['EN'])?.[key] ?? key;
