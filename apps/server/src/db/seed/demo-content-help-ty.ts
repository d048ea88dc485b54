import type { HelpTexts } from './demo-content-texts.ts';

/** Filipino (Tagalog) help-centre topics of the demo merchant. */
export const helpTY: HelpTexts = {
  about: {
    title: 'Tungkol sa Monsoon Demo',
    content:
      '<p>Ang Monsoon Demo ay ang demonstration brand ng Monsoon gaming platform. Ipinapakita nito ang lahat ng maiaalok ng isang operator: slots, live casino, fishing games, card games, pagtaya sa sports at esports, lotto, mga promosyon at points mall.</p>' +
      '<p>Ang aming mga laro ay mula sa Monsoon Studio at sa mga partner studio. Bawat resulta ay nagmumula sa isang certified na random number generator o, para sa mga live na laro, sa mga totoong dealer na ipinapalabas nang real time.</p>' +
      '<p>Naglilingkod kami sa mga manlalaro sa buong Timog-Silangang Asya sa pitong wika, at bukas ang customer service nang 24 oras bawat araw.</p>',
  },
  term: {
    title: 'Mga Tuntunin at Kondisyon',
    content:
      '<p>Saklaw ng mga tuntuning ito ang lahat ng nagre-register o naglalaro sa Monsoon Demo. Sa pagbubukas ng account, kinukumpirma mong nabasa at tinatanggap mo ang mga ito.</p>' +
      '<ol>' +
      '<li><b>Kwalipikasyon.</b> Dapat ay 18 taong gulang ka pataas at pinapayagang sumali sa online gaming sa lugar kung saan ka nakatira.</li>' +
      '<li><b>Isang account bawat tao.</b> Bawat tao, tahanan, device at paraan ng pagbabayad ay maaari lamang magkaroon ng isang account. Isasara ang mga dobleng account at kakanselahin ang kanilang bonus.</li>' +
      '<li><b>Ang iyong account.</b> Pananagutan mong panatilihing lihim ang iyong password at withdrawal password, at ang lahat ng aktibidad sa iyong account.</li>' +
      '<li><b>Deposito at withdrawal.</b> Ang pondo ay dapat manggaling sa paraan ng pagbabayad na nakapangalan sa iyo. Ang withdrawal ay ibinabayad lamang sa account na nakapangalan sa nakarehistrong pangalan at maaaring mangailangan ng beripikasyon ng pagkakakilanlan.</li>' +
      '<li><b>Mga bonus.</b> Bawat promosyon ay may sariling patakaran at turnover requirement. Ang pang-aabuso sa promosyon, kabilang ang sabwatang pagtaya o pagtayang walang panganib, ay magreresulta sa pag-alis ng bonus at ng mga panalo nito.</li>' +
      '<li><b>Mga patakaran ng laro.</b> Ang mga taya ay binabayaran ayon sa patakaran ng bawat laro. Kapag nagkaroon ng aberya, walang bisa ang lahat ng apektadong taya at bayad.</li>' +
      '<li><b>Mga pagbabago.</b> Maaari naming i-update ang mga tuntuning ito; laging nakalathala rito ang kasalukuyang bersyon.</li>' +
      '</ol>',
  },
  privacy: {
    title: 'Patakaran sa Privacy',
    content:
      '<p>Kinokolekta lang namin ang datos na kailangan para patakbuhin ang iyong account: username, contact details, payment details, login history at aktibidad sa paglalaro.</p>' +
      '<p>Ginagamit namin ang datos na ito para ibigay ang aming serbisyo, iproseso ang mga bayad, pigilan ang panloloko, sumunod sa batas at, kung papayag ka, padalhan ka ng mga alok. Hindi namin kailanman ibinebenta ang iyong personal na datos.</p>' +
      '<ul><li>Ang mga password ay iniimbak lamang bilang ligtas na one-way hash.</li><li>Naka-encrypt ang lahat ng koneksyon sa aming site.</li><li>Maaari mong hilingin na makita, itama o burahin ang iyong datos sa pamamagitan ng customer service.</li></ul>',
  },
  responsible: {
    title: 'Responsableng Paglalaro',
    content:
      '<p>Libangan ang paglalaro, hindi paraan para kumita ng pera. Magtakda ng budget bago maglaro at huwag habulin ang iyong mga talo.</p>' +
      '<p>May mga tool kami para matulungan kang manatiling may kontrol:</p>' +
      '<ul><li><b>Limitasyon sa deposito</b> bawat araw, linggo o buwan.</li><li><b>Reality check</b> na nagpapaalala kung gaano ka na katagal naglalaro.</li><li><b>Cooling-off</b> mula 24 oras hanggang 6 na linggo.</li><li><b>Self-exclusion</b> nang 6 na buwan o higit pa.</li></ul>' +
      '<p>Mahigpit na ipinagbabawal ang paglalaro ng mga menor de edad. Kung pakiramdam mo ay hindi na masaya ang paglalaro, kausapin ang aming customer service o isang lokal na support organisation.</p>',
  },
  licence: {
    title: 'Mga Lisensya at Sertipikasyon',
    content:
      '<p>Ipinapakita ng mga badge sa aming footer kung saan inilalagay ng isang operator ng Monsoon platform ang mga lisensya nito sa gaming, halimbawa ang lisensya mula sa Malta at sertipikasyon mula sa British Virgin Islands.</p>' +
      '<p>Ang Monsoon Demo ay isang demonstration brand: ang mga badge nito ay halimbawa lamang ng layout at hindi pag-aangkin ng totoong lisensya.</p>',
  },
  deposit: {
    title: 'Paano Mag-deposito',
    content:
      '<ol><li>Mag-log in at i-click ang <b>Deposito</b> sa itaas ng pahina.</li><li>Pumili ng paraan ng pagbabayad: e-wallet, QR bank transfer o online banking.</li><li>Ilagay ang halaga at sundin ang mga tagubilin sa screen.</li></ol>' +
      '<ul><li>Minimum na deposito: <b>P100</b>. Walang bayad ang deposito.</li><li>Pasok agad ang e-wallet, sa loob ng 5 minuto ang QR bank transfer at sa loob ng 30 minuto ang online banking.</li></ul>' +
      '<p>Kung hindi pa pumapasok ang deposito pagkalipas ng 30 minuto, ipadala ang resibo sa customer service.</p>',
  },
  withdraw: {
    title: 'Paano Mag-withdraw',
    content:
      '<ol><li>Magdagdag ng bank account o e-wallet na nakapangalan sa iyo sa Security Centre.</li><li>I-click ang <b>Withdraw</b>, ilagay ang halaga at ang iyong withdrawal password.</li><li>Kumpirmahin ang pagtanggap kapag dumating na ang pera.</li></ol>' +
      '<ul><li>Minimum na withdrawal: <b>P200</b>; maximum na <b>P50,000</b> bawat araw (mas mataas para sa mga VIP).</li><li>Karamihan sa mga withdrawal ay naibibigay sa loob ng 15 minuto.</li><li>Kailangang matapos muna ang anumang bukas na bonus turnover.</li></ul>',
  },
  faq: {
    title: 'Mga Madalas Itanong',
    content:
      '<p><b>Nakalimutan ko ang password ko. Ano ang gagawin ko?</b><br>I-click ang <b>Nakalimutan ang password</b> sa login form at i-reset ito sa pamamagitan ng email o SMS.</p>' +
      '<p><b>Bakit tinanggihan ang withdrawal ko?</b><br>Kadalasan dahil hindi tugma ang pangalan ng account sa nakarehistrong pangalan o hindi pa tapos ang bonus turnover. Makikita ang dahilan sa iyong transaction history.</p>' +
      '<p><b>Pwede ba akong maglaro sa phone?</b><br>Oo. Buksan ang site sa mobile browser o i-download ang Monsoon Demo app mula sa pahinang App Download.</p>' +
      '<p><b>Nag-freeze ang laro habang naglalaro. Nawala ba ang taya ko?</b><br>Hindi. Tinatapos ang round sa server; buksan muli ang laro o tingnan ang iyong betting record.</p>',
  },
  contact: {
    title: 'Makipag-ugnayan sa Amin',
    content:
      '<p>Bukas ang aming customer service team <b>24 oras bawat araw, 7 araw bawat linggo</b>.</p>' +
      '<ul><li><b>Live chat:</b> i-click ang chat icon sa kanang bahagi ng kahit anong pahina.</li><li><b>Email:</b> support@demo.monsoon.test (sinasagot sa loob ng 2 oras).</li><li><b>Telegram:</b> @monsoon_demo</li></ul>' +
      '<p>Para mas mabilis ka naming matulungan, ibigay ang iyong username at, para sa tanong tungkol sa bayad, ang oras at halaga ng transaksyon.</p>',
  },
  'live-chat': {
    title: 'Live Chat',
    content:
      '<p>Makipag-chat sa isang service agent ng Monsoon Demo sa iyong wika, anumang oras. Karaniwang sumasagot kami sa loob ng wala pang isang minuto.</p>' +
      '<p>Hindi kailanman hihingin ng aming mga agent ang iyong password o SMS code.</p>',
  },
  'vip-service': {
    title: 'VIP Service',
    content:
      '<p>Ang mga miyembro mula <b>VIP5</b> ay may sariling VIP service channel at dedicated na account manager.</p>' +
      '<p>Ang iyong manager ang bahala sa priority withdrawal, personal na alok at imbitasyon sa mga event. Makipag-ugnayan sa kanila anumang oras sa pamamagitan ng VIP chat button.</p>',
  },
};
