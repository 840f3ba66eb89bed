import { registerNamespace } from '@site/shared';

/** /playnow's namespace. EN is the fallback for languages without their own text. */
const messages: Record<string, Record<string, string>> = {
  EN: {
    title: 'Play now',
    loading: 'Opening the game…',
    fullScreen: 'Full screen',
    exitFullScreen: 'Leave full screen',
    exit: 'Exit game',
    verifyRound: 'Verify a round (new tab)',
    frameTitle: '{{game}} (game)',
    demoLabel: 'Demo play: fun money only. Nothing you win or lose here touches your balance.',
    guestTitle: 'Sign in to play for real',
    guestText:
      'You are not signed in. Play {{game}} for fun with demo money that never touches a real balance, or sign in to play with your balance.',
    playDemo: 'Play demo',
    signIn: 'Sign in',
    unavailableTitle: 'Not available on this demo site',
    unavailableText:
      '{{game}} by {{provider}} is not available on this demo site. Try one of the house games below.',
    unknownTitle: 'Choose a game',
    unknownText: 'There is no game with the code “{{code}}”. Pick one of these instead.',
    pickText: 'Pick a game to play.',
    recent: 'Recently played',
    hot: 'Hot games',
    hotFailed: 'The hot games could not be loaded.',
    launchFailed: 'The game could not be opened: {{reason}}',
    infoFailed: 'The game could not be looked up.',
  },
  PHP: {
    title: 'Maglaro ngayon',
    loading: 'Binubuksan ang laro…',
    fullScreen: 'Full screen',
    exitFullScreen: 'Umalis sa full screen',
    exit: 'Lumabas sa laro',
    verifyRound: 'I-verify ang round (bagong tab)',
    frameTitle: '{{game}} (laro)',
    demoLabel: 'Demo play: pang-demo na pera lamang. Walang panalo o talo rito na gagalaw sa balanse mo.',
    guestTitle: 'Mag-sign in para maglaro nang totoo',
    guestText:
      'Hindi ka naka-sign in. Laruin ang {{game}} gamit ang pang-demo na pera na hindi gumagalaw sa totoong balanse, o mag-sign in para maglaro gamit ang balanse mo.',
    playDemo: 'Maglaro ng demo',
    signIn: 'Mag-sign in',
    unavailableTitle: 'Hindi available sa demo site na ito',
    unavailableText:
      'Ang {{game}} ng {{provider}} ay hindi available sa demo site na ito. Subukan ang isa sa mga house game sa ibaba.',
    unknownTitle: 'Pumili ng laro',
    unknownText: 'Walang larong may code na “{{code}}”. Pumili ng isa sa mga ito.',
    pickText: 'Pumili ng larong lalaruin.',
    recent: 'Kamakailang nilaro',
    hot: 'Mainit na laro',
    hotFailed: 'Hindi ma-load ang mainit na laro.',
    launchFailed: 'Hindi mabuksan ang laro: {{reason}}',
    infoFailed: 'Hindi mahanap ang laro.',
  },
  CN: {
    title: '立即游戏',
    loading: '正在打开游戏…',
    fullScreen: '全屏',
    exitFullScreen: '退出全屏',
    exit: '退出游戏',
    verifyRound: '验证一局（新标签页）',
    frameTitle: '{{game}}（游戏）',
    demoLabel: '试玩模式：仅限虚拟币，输赢都不会影响您的余额。',
    guestTitle: '登录后进行真钱游戏',
    guestText: '您尚未登录。可以用不影响真实余额的虚拟币试玩 {{game}}，或登录后用余额游戏。',
    playDemo: '试玩',
    signIn: '登录',
    unavailableTitle: '本演示站点不提供此游戏',
    unavailableText: '{{provider}} 的 {{game}} 在本演示站点不可用。请试试下面的自营游戏。',
    unknownTitle: '选择游戏',
    unknownText: '没有代码为“{{code}}”的游戏，请从以下游戏中选择。',
    pickText: '选择一款游戏开始。',
    recent: '最近玩过',
    hot: '热门游戏',
    hotFailed: '无法加载热门游戏。',
    launchFailed: '无法打开游戏：{{reason}}',
    infoFailed: '无法查询该游戏。',
  },
};

export const ready = registerNamespace('playnow', async (lng) => messages[lng] ?? null);
// Every module showing these messages waits for them (an async module): no raw key is ever painted (issue 16).
await ready;
export { messages };
