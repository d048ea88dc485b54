import type { AnnouncementTexts } from './demo-content-texts.ts';

/** Filipino (Tagalog) announcement texts of the demo merchant. */
export const announcementsTY: AnnouncementTexts = {
  banners: {
    'home-welcome': '100% Welcome Bonus sa iyong unang deposito',
    'home-slots': 'Slots Festival: 50 libreng spin araw-araw',
    'home-lottery': 'Araw-araw na lotto, may bola tuwing 5 minuto',
    rng: 'Paikutin ang Bagyo: daan-daang slot at jackpot',
    live: 'Live Casino: totoong dealer, totoong panalo',
    fish: 'Fishing games: hulihin ang malaking premyo',
    pvp: 'Card games: ilaro ang pinakamagandang baraha mo',
    sports: 'Sportsbook: bawat laban, mas magandang odds',
    esports: 'Esports Arena: tumaya nang live sa mga torneo',
    lott: 'Lotto: naghihintay ang iyong mga suwerteng numero',
    down: 'I-download ang Monsoon Demo app para sa iOS at Android',
    promotion: 'Ulan ng Gantimpala: 10% cashback linggo-linggo',
    shop: 'Points Mall: gawing gantimpala ang iyong points',
    help: 'Help Centre: narito kami 24/7',
  },
  notices: {
    maintenance: {
      title: 'Nakatakdang maintenance tuwing Martes, 02:00–04:00 (GMT+8)',
      content:
        '<p>Mahal naming mga manlalaro,</p>' +
        '<p>Para manatiling mabilis at ligtas ang Monsoon Demo, nagsasagawa kami ng regular na system maintenance <b>tuwing Martes mula 02:00 hanggang 04:00 (GMT+8)</b>.</p>' +
        '<p>Sa oras na ito:</p>' +
        '<ul><li>Pansamantalang hinihinto ang mga deposito at withdrawal.</li><li>Maaaring hindi mabuksan ang ilang game lobby.</li><li>Ang mga bukas na taya ay babayaran gaya ng dati pagkatapos ng maintenance.</li></ul>' +
        '<p>Paumanhin sa abala at salamat sa inyong pasensya.</p>',
    },
    'new-games': {
      title: 'Bagong laro mula sa Monsoon Studio, pwede nang laruin',
      content:
        '<p>Dalawampung bagong laro ang kararating lang sa lobby!</p>' +
        '<ul><li><b>Slots:</b> 12 bagong video slot na may free-spin feature at progressive jackpot.</li><li><b>Fishing:</b> 3 bagong multiplayer na fishing arena.</li><li><b>Card games:</b> 5 bagong mesa para sa mahihilig sa poker at baccarat.</li></ul>' +
        '<p>Subukan nang libre sa demo mode, o mag-log in para maglaro nang totohanan. Hanapin ang <b>HOT</b> na tatak sa listahan ng laro.</p>',
    },
    'deposit-methods': {
      title: 'Instant na deposito gamit ang e-wallet, available na',
      content:
        '<p>Nagdagdag kami ng mga bagong paraan para mag-top up ng iyong wallet:</p>' +
        '<ul><li><b>E-wallet</b>: pasok agad, mula P100.</li><li><b>QR bank transfer</b>: pasok sa loob ng 5 minuto.</li><li><b>Online banking</b>: pasok sa loob ng 30 minuto.</li></ul>' +
        '<p>Buksan ang <b>Aking Wallet → Deposito</b> para pumili ng paraan. Walang bayad ang deposito; hindi kailanman hihilingin ng Monsoon Demo na magpadala ka ng pera sa personal na account.</p>',
    },
    'responsible-gaming': {
      title: 'Maglaro nang responsable: magtakda ng sariling limitasyon',
      content:
        '<p>Dapat laging masaya ang paglalaro. Maaari kang magtakda ng <b>araw-araw, lingguhan o buwanang limitasyon sa deposito</b> at paalala sa oras ng paglalaro sa member centre anumang oras.</p>' +
        '<p>Kung kailangan mo ng pahinga, humiling sa aming customer service ng cooling-off (24 oras hanggang 6 na linggo) o self-exclusion (6 na buwan o higit pa).</p>' +
        '<p>Ang mga manlalaro ay dapat <b>18 taong gulang pataas</b>. Basahin ang higit pa sa pahinang Responsableng Paglalaro sa Help Centre.</p>',
    },
    vip: {
      title: 'VIP programme: umakyat sa level, i-unlock ang mga gantimpala',
      content:
        '<p>Bawat taya ay naglalapit sa iyo sa susunod na VIP level. Awtomatikong ina-upgrade ang mga miyembro buwan-buwan.</p>' +
        '<ul><li>Mas mataas na lingguhang cashback sa bawat level.</li><li>Birthday bonus at level-up bonus.</li><li>Mas mabilis na withdrawal at mas mataas na daily limit.</li><li>Mula <b>VIP5</b>: sariling VIP service channel.</li></ul>' +
        '<p>Tingnan ang iyong level at progreso sa member centre.</p>',
    },
  },
  popups: {
    welcome: {
      title: 'Maligayang pagdating sa Monsoon Demo',
      content:
        '<p>Maligayang pagdating! Ang Monsoon Demo ang showcase site ng Monsoon platform: slots, live casino, sports, lotto at marami pang iba, lahat sa iisang lugar.</p>' +
        '<p><b>Bago ka rito?</b> Mag-register sa loob ng wala pang isang minuto at kunin ang <b>100% welcome bonus</b> sa iyong unang deposito.</p>' +
        '<p>Gusto mo munang tumingin-tingin? Lahat ng slot ay pwedeng laruin nang libre sa demo mode.</p>',
    },
    'first-login': {
      title: 'Tatlong hakbang para makapagsimula',
      content:
        '<p>Salamat sa pagsali sa Monsoon Demo! Bago ka maglaro, maglaan ng isang minuto para:</p>' +
        '<ol><li>Magtakda ng <b>withdrawal password</b> sa Security Centre.</li><li>Idagdag at i-verify ang iyong <b>mobile number</b>.</li><li>Magdagdag ng bank account o e-wallet para sa withdrawal.</li></ol>' +
        '<p>Pagkatapos, gawin ang iyong unang deposito at awtomatikong papasok ang iyong welcome bonus.</p>',
    },
    'welcome-back': {
      title: 'Welcome back! Naghihintay ang iyong araw-araw na gantimpala',
      content:
        '<p>Masaya kaming makita ka ulit. Buksan ang <b>Reward Centre</b> para kunin ang check-in reward ngayong araw at makita ang mga mission na pwede mong tapusin ngayong linggo.</p>' +
        '<p>Mag-e-expire ang mga gantimpalang hindi makukuha sa loob ng 7 araw.</p>',
    },
    'weekly-cashback': {
      title: 'Lingguhang cashback, pumapasok tuwing Lunes',
      content:
        '<p>Ang cashback mo para sa nakaraang linggo ay papasok <b>tuwing Lunes bago mag-12:00 (GMT+8)</b>.</p>' +
        '<ul><li>Hanggang <b>10%</b> ng net losses, depende sa iyong VIP level.</li><li><b>1x</b> turnover lang bago mag-withdraw.</li></ul>' +
        '<p>Tingnan ang <b>Bonus Details</b> sa member centre para sa iyong history.</p>',
    },
    'slots-tournament': {
      title: 'Slots tournament: P100,000 na premyo',
      content:
        '<p>Maglaro ng kahit anong Monsoon Studio slot ngayong buwan para umakyat sa leaderboard. Bawat P1 na taya ay katumbas ng isang puntos.</p>' +
        '<p>Paghahatian ng nangungunang <b>100 manlalaro</b> ang premyong <b>P100,000</b>, na ibibigay sa loob ng 3 araw pagkatapos ng tournament.</p>',
    },
    'refer-friend': {
      title: 'Mag-imbita ng kaibigan at sabay kayong kumita',
      content:
        '<p>I-share ang iyong personal na invitation link mula sa pahinang <b>Mag-imbita ng Kaibigan</b>.</p>' +
        '<p>Kapag nag-register ang kaibigan mo at nag-deposito ng hindi bababa sa P500, pareho kayong makakatanggap ng <b>P100</b>. Walang limitasyon kung ilang kaibigan ang maiimbita mo.</p>',
    },
    'verify-mobile': {
      title: 'I-verify ang mobile number para sa mas mabilis na withdrawal',
      content:
        '<p>Inuuna ang withdrawal ng mga miyembrong may verified na mobile number, at pwede nilang i-reset ang password sa pamamagitan ng SMS.</p>' +
        '<p>Pumunta sa <b>Aking Account → Security Centre</b> at i-verify ang iyong numero sa loob ng ilang segundo.</p>',
    },
    'security-tips': {
      title: 'Panatilihing ligtas ang iyong account',
      content:
        '<p><b>Hindi kailanman</b> hihingin ng staff ng Monsoon Demo ang iyong password, withdrawal password o SMS code.</p>' +
        '<ul><li>Gumamit ng password na hindi mo ginagamit sa ibang lugar.</li><li>Mag-log out kapag gumagamit ng shared na device.</li><li>Gamitin lang ang opisyal na address ng site at ang opisyal na app.</li></ul>' +
        '<p>Kung may mapansin kang kakaiba, makipag-ugnayan agad sa customer service.</p>',
    },
  },
  promotions: {
    'welcome-bonus': {
      title: '100% First Deposit Bonus hanggang P5,000',
      content:
        '<p>Doblehin ang iyong unang deposito! Mag-deposito ng hindi bababa sa <b>P200</b> at makatanggap ng 100% bonus hanggang <b>P5,000</b>.</p>' +
        '<ul><li>Para sa mga bagong miyembro, isang beses lang bawat account, tahanan at device.</li><li>Ang deposito at bonus ay kailangang itaya nang <b>15 beses</b> bago mag-withdraw.</li><li>100% ang bilang ng slots; 20% ang live casino at sports.</li></ul>',
    },
    'weekly-cashback': {
      title: 'Ulan ng Gantimpala: hanggang 10% lingguhang cashback',
      content:
        '<p>Tuwing Lunes, ibinabalik namin ang hanggang <b>10%</b> ng iyong net losses noong nakaraang linggo.</p>' +
        '<ul><li>VIP0–VIP2: 5% · VIP3–VIP5: 8% · VIP6 pataas: 10%.</li><li>Minimum na cashback P20, maximum P20,000 bawat linggo.</li><li>1x turnover bago mag-withdraw.</li></ul>',
    },
    'slots-festival': {
      title: 'Slots Festival: 50 libreng spin araw-araw',
      content:
        '<p>Mag-deposito ng <b>P500</b> o higit pa sa isang araw at makakuha ng <b>50 libreng spin</b> sa featured na Monsoon Studio slot kinabukasan.</p>' +
        '<ul><li>Valid ang libreng spin sa loob ng 24 oras.</li><li>Ang panalo mula sa libreng spin ay kailangang itaya nang 10 beses.</li></ul>',
    },
    'points-mall': {
      title: 'Points Mall: gawing gantimpala ang points',
      content:
        '<p>Kumita ng points tuwing magdedeposito at maglalaro ka. Hindi nag-e-expire ang points.</p>' +
        '<p>I-redeem ang mga ito sa <b>Points Mall</b> para sa bonus credit, libreng spin at gift card, o i-convert sa balanse ng iyong wallet.</p>',
    },
  },
};
