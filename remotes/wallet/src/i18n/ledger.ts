/** Messages of /transaction-history's detail of a ledger movement (movement-detail.ts; merged in messages.ts). */
export const ledgerMessages: Record<string, Record<string, string>> = {
  EN: {
    detailSportsBet: 'Sports bet #{{id}}',
    detailGameRound: 'Casino game · {{provider}}',
    detailPromotion: 'Promotion bonus',
    detailMission: 'Mission reward',
    detailSpin: 'Prize wheel',
    detailInbox: 'Gift from your inbox',
    detailOperatorBonus: 'Bonus from the site',
  },
  PHP: {
    detailSportsBet: 'Taya sa sports #{{id}}',
    detailGameRound: 'Laro sa casino · {{provider}}',
    detailPromotion: 'Bonus ng promosyon',
    detailMission: 'Gantimpala ng misyon',
    detailSpin: 'Gulong ng premyo',
    detailInbox: 'Regalo mula sa iyong inbox',
    detailOperatorBonus: 'Bonus mula sa site',
  },
  CN: {
    detailSportsBet: '体育投注 #{{id}}',
    detailGameRound: '娱乐场游戏 · {{provider}}',
    detailPromotion: '优惠奖金',
    detailMission: '任务奖励',
    detailSpin: '幸运转盘',
    detailInbox: '收件箱礼物',
    detailOperatorBonus: '网站赠送的奖金',
  },
};
