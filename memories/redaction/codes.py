"""Codes that unlock an account or a wallet: 2FA backup codes, TOTP seeds, one-time codes,
BIP-39 seed phrases (`seed_phrases`), and bare 64-character hex keys.

Part of the scrubber (`memories.redaction`); pure. Each is scrubbed whole.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator

from memories.redaction.assign_words import ARABIC_CHAT_OF, IS_WORDS
from memories.redaction.code_lists import CODE, CODES_MOST, holds_codes
from memories.redaction.family import Family, Span
from memories.redaction.first_look import Starts
from memories.redaction.pins import FAMILIES as _PINS
from memories.redaction.pins import QUECHUA_CODE, said_to_be_a_code
from memories.redaction.seed_phrases import FAMILIES as _SEEDS
from memories.redaction.shapes import DIGEST_NAME, VOWEL_SHARE, unreadable_letters

__all__ = ["FAMILIES"]


_CODES_LABEL = (
    r"(?i:(?<![^\W_])(?:(?:back-?up|recovery|rescue|fallback|one[ \-]?time|scratch|emergency|2fa|mfa|otp"
    r"|two[ \-]factor|spare|single[ \-]use)(?:[ _\-](?:backup|recovery|sign[ \-]?in|log[ \-]?in))?"
    r"[ _\-]?codes?"  # (a key's snake case too: `spare_codes`)
    r"|2fa[ \-]backup|mfa[ \-]backup"
    r"|(?:back-?up|recovery)[ _\-]?keys"  # (a list by the plural: `Hotelogix recovery keys: …`)
    # What a site says above the list: `Save these somewhere safe!`, `Keep these codes in a safe place`.
    r"|(?:save|keep|store|print|write\s+down)\s+(?:these|them)(?:\s+(?:backup\s+|recovery\s+)?codes)?"
    r"\s+(?:somewhere\s+(?:safe|secure)|in\s+a\s+(?:safe|secure)\s+place|safe(?:ly)?)[ \t]*[!.]?"
    # The same lists in the languages people paste them in (`Codes de secours`, `Kody zapasowe`).
    r"|codes?\s+de\s+(?:secours|r[ée]cup[ée]ration|sauvegarde|s[ée]curit[ée])"
    r"|(?:backup|wiederherstellungs|notfall|sicherungs|ersatz|reserve)-?codes"
    r"|kody\s+(?:zapasowe|odzyskiwania|jednorazowe|awaryjne)|zapasowe\s+kody"
    # (the s dropped as the Caribbean, Andalusian and Camba Spanish say it: `lo' código' de …`)
    r"|c[óo]digo(?:s|['’])\s+de\s+(?:respaldo|recuperaci[óo]n|seguran[çc]a|backup|reserva|emergencia)"  # noqa: RUF001
    r"|c[óo]digos\s+de\s+(?:recupera[çc][ãa]o|emerg[êe]ncia)"
    r"|c[òo]dici\s+di\s+(?:backup|recupero|emergenza|riserva)|(?:back-?up|herstel|reserve)-?codes"
    # Estonian, Latvian, Lithuanian, Slovenian, Croatian, Indonesian, Malay, Catalan.
    r"|varukoodid|rezerves\s+kodi|atsarginiai\s+kodai|rezervne\s+kode|rezervni\s+kodovi"
    r"|trygd(?:ar|a)?kot(?:ur|urnar|ini)?"  # (Faroese's "security codes": `trygdarkotur til …`)
    r"|kode\s+cadangan|kod\s+sandaran|codis\s+de\s+(?:seguretat|recuperaci[óo])"
    r"|(?:reserv|återställnings|backup|gendannelses|engangs)koder|varakoodit|varmuuskoodit"
    r"|palautuskoodit|tartal[ée]k\s?k[óo]dok|helyre[áa]ll[íi]t[óo]\s+k[óo]dok|coduri\s+de\s+rezerv[ăa]"
    r"|z[áa]lo[žz]n[íiée]\s+k[óo]dy|k[óo]dy\s+(?:na|pro)\s+obnoven[íi]e?|obnovovacie\s+k[óo]dy"
    r"|yedek\s+kodlar[ıi]?|kurtarma\s+kodlar[ıi]"  # noqa: RUF001
    r"|резервные\s+коды|коды\s+восстановления|резервні\s+коди|коди\s+відновлення|резервни\s+кодове"
    # (the Turkic and Volga languages' loans, `резерв кодлары`, `запас кодлар`, Chuvash's
    # `резерв кочӗсем`)
    r"|(?:резерв|запас)\s+ко[дч][а-яӗӑӳҫ]{0,6}"  # noqa: RUF001
    r"|εφεδρικοί\s+κωδικοί|κωδικοί\s+(?:ανάκτησης|επαναφοράς)|کدهای\s+پشتیبان|رموز\s+احتياطية|رموز\s+الاسترداد|رموز\s+الاستعادة"
    r"|رموز\s+(?:ال)?احتياط(?:ي|ية)?"  # (Arabic's "codes of the reserve", `رموز الاحتياط`)
    r"|बैकअप\s+कोड|બેકઅપ\s+કોડ|รหัสสำรอง"  # (Hindi, Gujarati, Thai)
    r"|m[ãa]\s+(?:d[ựu]\s+ph[òo]ng|kh[ôo]i\s+ph[ụu]c)|(?:misimbo|namba(?:ri)?)\s+[yz]a\s+(?:akiba|dharura))(?![^\W_]))"
    r"|קודי\s+(?:ה)?(?:גיבוי|שחזור)"
    r"|(?i:koodota[ \t]+(?:deebii|kuusaa|hatattamaa))"  # (Oromo's "codes of recovery")
    r"|အရန်ကုဒ်(?:များ)?|バックアップコード|リカバリーコード|復旧コード|备用码|恢复码|備用碼|后备码|後備碼|백업\s?코드|복구\s?코드"
    r"|恢复代码|备用代码|備用代碼|復原碼"
)
# A code of small letters only, in three dashed groups or more (`vntr-dvmr-nohv`): a list of
# three of them or more is codes, words joined by dashes are not listed so.
_LETTER_CODE = r"[a-z]{3,6}(?:-[a-z]{3,6}){2,5}"
_LETTER_CODE_RE = re.compile(_LETTER_CODE)
# A list may be bulleted (`- 3758-8463`).
_ITEM_MARK = r"(?:(?:\d{1,2}[.)]|[\[(]\d{1,2}[\])]|[-*•·])[ \t]*)?"  # (and `[01]`)
_BACKUP_CODES_RE = re.compile(
    r"(?:" + _CODES_LABEL + r")(?:[ \t]+(?i:2fa|mfa|totp|otp))?"  # (`резервные коды 2FA:`)
    # (a postposition after it: Estonian's, Finnish's, Turkish's "for", `varukoodid 2FA jaoks:`)
    r"(?:[ \t]+(?i:jaoks|varten|i[çc]in|sz[áa]m[áa]ra))?"
    r"(?:[ \t]+(?:for|of|from|für|de|do|di|для|voor|van|för|til|pour"
    r"|para|per|dla|pro|za|jaoks|için|untuk|cho|của|ng|tai|del|della|du"
    r"|fir|fer|fae|fi|fuh|"  # (the Caribbean Creoles' "for": `backup codes fi di bank app …`)
    + ARABIC_CHAT_OF
    + r")(?:[ \t]+[^\s:]{1,30}){1,6}?"  # (Shetland's and Scots' "for", "from"; `mta3`)
    # (or Arabic's "for" glued to its word: `رموز الاحتياط للتحقق بخطوتين:`)
    r"|[ \t]+لل?[^\W\d_][^\s:]{1,28}(?:[ \t]+[^\s:]{1,30}){0,5}?)?"
    r"(?:[ \t]*\([^()\n]{1,40}\))?"  # (`varukoodid (Smart-ID):`)
    # (or a clause of its own before a colon, after a comma or a dash: `recovery codes, print them
    # and keep them safe:`, `recovery codes — keep offline:`)
    r"(?:(?:,|[ \t]+[—–])[^\n:,]{1,60}(?=:))?"  # noqa: RUF001
    r"(?:(?<=ド)(?:だば|は|です|だ))?"  # (a Japanese label's particle or copula: `バックアップコードだば:`)
    r"[ \t]*(?:[:=\-–—>→|]|->|=>)?\s*"  # noqa: RUF001
    # (the first code or the second holds a digit: the words of the label's clause are no codes,
    # `… for the municipal Microsoft 365 account 56932051 …`; or the first is of letters only in
    # three dashed groups, `vntr-dvmr-nohv`; a code is a hundred characters at most)
    r"(?P<codes>(?=(?:"
    + _ITEM_MARK
    + CODE
    + r"[ \t]*[,;·|]?\s*)?"
    + _ITEM_MARK
    + r"[^\s,;]{0,100}\d"
    r"|" + _ITEM_MARK + _LETTER_CODE + r"(?![\w\-]))"
    r"(?:"
    + _ITEM_MARK
    + CODE
    + r"(?:[ \t]*[,;]?\s+|[ \t]*[,;·|][ \t]*|$)){2,"
    + str(CODES_MOST)
    + "})"
)
_CODE_ITEM_RE = re.compile(_ITEM_MARK + r"(?P<c>" + CODE + r")")
_TOTP_IS = r"(?:[:=|→]|(?<![^\W\d_])(?:" + IS_WORDS + r")(?![^\W\d_])|-)"
_TOTP_RE = re.compile(
    r"(?i:(?<![A-Za-z0-9])(?:totp|otp|2fa|mfa|two[ \-]factor|authenticator)[ _\-]?"
    r"(?:secret|sekret|secreto|segreto|segredo|seed|key|setup[ _\-]key|shared[ _\-]secret|シークレット|秘密鍵|密钥"
    r"|kalit(?:i|im)?)(?:[ _\-]key|キー)?"  # (Uzbek's key, "its key": `2FA kaliti`)
    r"(?![A-Za-z0-9])"
    # Chinese's "two-factor", "two-step verification" key (`双因素密钥 …`, `两步验证密钥`).
    r"|(?:双因素|雙因素|双重验证|雙重驗證|两步验证|兩步驗證|二次验证|二次驗證)(?:的)?(?:密钥|密鑰|秘钥)"
    # An authenticator app's key typed by hand: `Secret key for manual entry:`, `setup key`.
    # An authenticator's setup key by that name (and in the languages its apps show it in), a
    # secret key for manual entry or for an authenticator.
    r"|(?:secret|setup)[ _\-]?key[ \t]+for[ \t]+(?:manual[ \t]+entry|(?:the[ \t]+)?(?:google[ \t]+"
    r"|microsoft[ \t]+)?(?:authenticator|2fa|mfa|totp|authy)(?:[ \t]+app)?)"
    r"|manual[ _\-]entry[ _\-]key|setup[ _\-]key|einrichtungsschl[üu]ssel"
    r"|c(?:l[ée][ \t]+de[ \t]+configuration|(?:lave|[óo]digo)[ \t]+de[ \t]+configuraci[óo]n"
    r"|hiave[ \t]+di[ \t]+configurazione|have[ \t]+de[ \t]+configura[çc][ãa]o|onfiguratiesleutel)"
    r"|k(?:lucz[ \t]+konfiguracji|urulum[ \t]+anahtar[ıi])|seadistusv[õo]ti"  # noqa: RUF001
    r"|inst[äa]llningsnyckel|ключ[ \t]+настройки"
    # "Secret key" of other languages, then whose: `секретный ключ 2FA: …`, `clave secreta TOTP`.
    r"|(?:секретный[ \t]+ключ|clave[ \t]+secreta|chave[ \t]+secreta|cl[ée][ \t]+secr[èe]te"
    r"|chiave[ \t]+segreta|cheie[ \t]+secret[ăa]|geheimer?[ \t]+schl[üu]ssel|gizli[ \t]+anahtar"
    r"|tajny[ \t]+klucz|tajn[ýy][ \t]+kl[íi][čc])[ \t]+(?:2fa|mfa|totp|otp)(?![A-Za-z0-9])"
    # (and the Romance languages' key or seed before whose: `clave 2FA del banco`, `semilla TOTP`)
    r"|(?:clave|chave|cl[ée]|chiave|semilla|semente|graine)[ \t]+(?:2fa|mfa|totp|otp)"
    r"(?![A-Za-z0-9])"
    # Under a QR code: `Can't scan it? Enter this key instead`, `or type this code manually`.
    r"|(?:enter|type|use)[ \t]+(?:this|the[ \t]+following)[ \t]+(?:setup[ \t]+)?(?:key|code|secret)"
    r"(?:[ \t]+(?:instead|manually|into[ \t]+your[ \t]+(?:authenticator[ \t]+)?app))?)"
    r"(?:[ \t]*\([^()\n]{1,30}\))?"  # (a note before what it is for: `TOTP secret (manual entry) for …`)
    # (what it is for, then a separator: never the value read from its words, `… for the Yoma
    # Bank business account: …`)
    # (or where it came from: `setup key from the QR code: …`)
    r"(?:[ \t]+(?:for|of|to|für|pour|para|per|voor|dla|van|ng|tai|fi|fuh|from|von|aus|desde|depuis"
    r"|del?|do|da|du|della"
    r"|" + ARABIC_CHAT_OF + r")"
    r"(?:[ \t]+[^\s:|]{1,30}){1,5}?"
    r"[ \t]*(?:\([^()\n]{1,30}\)[ \t]*)?"
    + _TOTP_IS
    + r"|[ \t]*(?:\([^()\n]{1,30}\)[ \t]*)?"
    + _TOTP_IS
    + r"?)\s*(?P<v>[A-Za-z2-7]{4}(?:[ ]?[A-Za-z2-7]{4}){3,15}=*)(?![\w])"
)
_OTPAUTH_RE = re.compile(r"otpauth://[^\s?]*\?(?:[^\s#]*?&)?secret=(?P<v>[A-Za-z2-7]+=*)")
# A key in groups of four base32 characters, as authenticator apps show one to type by hand,
# after any word for a key (`Secret key: jbsw y3dp …`, `Your key:`, `geheime sleutel:`).
# (or an account's recovery key or code, a few words of any language between it and its colon,
# eight groups or more: `recovery key for the yard's Proton account: gopj objd …`, `রিকভারি কী:
# …`, `Tuta recovery code: …`)
_KEY_GROUPS_RE = re.compile(
    r"(?:(?:(?i:(?<![A-Za-z0-9])"
    r"(?:secret|your|geheime|geheimer|clave|chiave|chave|cl[ée])?[ \t_\-]?"
    r"(?:key|sleutel|schl[üu]ssel|secreta|segreta|secr[èe]te)(?![A-Za-z0-9]))"
    # (Persian's and Arabic's key, a few words saying which: `کلید تأیید دو مرحله‌ای: …`)
    r"|(?:کلید|(?:ال)?مفتاح)[^\n:=|→A-Za-z0-9]{0,40}?)[ \t]*(?:[:=|]|->|→)\s*"
    r"(?P<v>[A-Za-z2-7]{4}(?: [A-Za-z2-7]{4}){3,15})"
    r"|(?:(?i:(?<![A-Za-z0-9])(?:recovery|restore|emergency)[ \t_\-]?(?:key|code|kit))"
    r"|রিকভারি[ \t]*(?:কী|কোড)|リカバリー[ _]?(?:キー|コード)|回復キー|復旧キー|恢复密钥|恢復金鑰|복구[ _]?키)"
    r"[^\n:=|→]{0,60}?[ \t]*(?:[:=|]|->|→)\s*"
    r"(?P<groups>[A-Za-z0-9]{4}(?: [A-Za-z0-9]{4}){7,15}))(?![\w])"
)
# A one-time code's label, in the languages people receive them in (`kod weryfikacyjny`,
# `Bestätigungscode`, `認証コード`); then "is" or a separator, then four to eight digits.
_OTP_LABEL = (
    r"(?i:(?<![^\W_])(?:(?:2fa|mfa|otp|one[ \-]?time|verification|login|sign[ \-]?in"
    r"|auth(?:entication|enticator)?|authy|duo|sms|confirmation|security|access|app)[ \-](?:code|pin"
    r"|passcode|token)|otp|one[ \-]?time[ \-]pass(?:word|code)"
    r"|sms[ \-]c[óo]digo"  # (an SMS's code said with Spanish's word: `chay SMS código … kaqmi`)
    # A code sent to the reader: `your code is …`, `Ihr Code lautet …`, `Twój kod to …`.
    r"|(?:your|ihr|dein|tu|su|votre|ton|tuo|tw[óo]j|ваш|твой|uw|jouw|je|din|seu|teu|teie|sinu"
    r"|sinun|j[ūu]s[ųu]|v[aá][šs])\s+"
    r"(?:(?:one[ \-]?time|login|sign[ \-]?in|verification|security|access|apple\s+id|google"
    r"|microsoft|(?P<sender>(?-i:[A-Z][A-Za-z0-9&]{1,20})))[\s\-])?"  # (`Your Uber code`)
    r"(?:code|c[óo]digo|codice|kod|код|k[óo]d|koodi|kode|kodu|kood)"
    r"|(?:best[äa]tigungs|verifizierungs|sicherheits|einmal|anmelde|login|sms|zugangs)-?code"
    r"|kod\s+(?:weryfikacyjny|sms|jednorazowy|potwierdzaj[ąa]cy|dost[ęe]pu|autoryzacyjny)"
    r"|code\s+(?:de\s+(?:v[ée]rification|confirmation|s[ée]curit[ée]|connexion)|[àa]\s+usage\s+unique)"
    # (Arabic chat's "code of the confirmation": `el code mta3 el confirmation …`)
    r"|code\s+(?:"
    + ARABIC_CHAT_OF
    + r")\s+(?:el\s+|l-?)?(?:confirmation|v[ée]rification|activation)"
    r"|c[óo]digo\s+(?:de\s+(?:verificaci[óo]n|verifica[çc][ãa]o|confirmaci[óo]n|confirma[çc][ãa]o"
    r"|seguridad|seguran[çc]a|acceso|acesso)|sms)"
    r"|clave\s+(?:din[áa]mica|de\s+un\s+solo\s+uso|sms|temporal)"  # (Chile's banks: `clave dinámica`)
    r"|codice\s+(?:di\s+(?:verifica|conferma|sicurezza|accesso)|otp|sms)"
    r"|(?:verificatie|bevestigings|inlog|beveiligings|sms-?)code"
    r"|(?:verifierings|bekr[äa]ftelse|s[äa]kerhets|engangs|bekreftelses|engångs)kod(?:e|en)?"
    r"|vahvistuskoodi(?:si)?|koodisi|kodun(?:uz)?|k[óo]dod|codul\s+t[ăa]u|kertak[äa]ytt[öo]koodi|(?:ov[ěe][řr]ovac[íi]|potvrzovac[íi])\s+k[óo]d"
    # Estonian, Danish, Latvian, Lithuanian, Slovenian, Croatian, Romanian, Catalan, Malay.
    r"|(?:kinnitus|kontroll|sisselogimis|autentimis|[üu]hekordne\s+)kood|bekr[æa]ftelseskode"
    r"|(?:verifik[āa]cijas|apstiprin[āa]juma)\s+kods|patvirtinimo\s+kodas|potrditvena\s+koda"
    r"|(?:verifikacijski|jednokratni)\s+kod|kod\s+za\s+potvrdu|cod\s+de\s+confirmare"
    r"|codi\s+de\s+(?:verificaci[óo]|confirmaci[óo])|kod\s+pengesahan"
    r"|do[ğg]rulama\s+kodu|onay\s+kodu|ellen[őo]rz[őo]\s+k[óo]d|cod\s+de\s+verificare"
    r"|kode\s+(?:verifikasi|otp)|m[ãa]\s+(?:x[áa]c\s+(?:nh[ậa]n|minh)|otp)"
    r"|код\s+(?:подтверждения|из\s+смс|підтвердження|перевірки)|проверочный\s+код|одноразовый\s+код"
    r"|(?:rastau|растау)\s+(?:kody|коды)"  # (Kazakh's confirmation code, in Latin letters too)
    r"|(?:nambari|namba|msimbo)\s+(?:yako\s+)?ya\s+(?:uthibitisho|kuthibitisha)"
    r"|κωδικός\s+επαλήθευσης|код\s+за\s+потвърждение|کد\s+تا[یئ]ید|رمز\s+التأكيد"
    # (Finglish's: `code-e taeed …`)
    r"|(?:code|kode|cod)(?:-?e)?\s+ta['’]?(?:ee|ei|i|y)i?d"  # noqa: RUF001
    r"|รหัสยืนยัน"
    # Malagasy, Haitian Creole, Zulu and Xhosa, Sesotho, Chichewa, Maori, Samoan, Tagalog.
    r"|kaody\s+(?:fanamarinan|fanamafisan|fidiran)(?:a|ao)|k[òo]d\s+(?:verifikasyon|konfimasyon)"
    r"|ikho(?:wu)?di\s+yokuqinisekisa|khoutu\s+ya\s+netefatso|nambala\s+yotsimikizira"
    r"|waehere\s+manatoko|numera\s+fa'?amaonia|code\s+ng\s+pag-?verify"
    r"|c[oó]d\s+(?:dilysu|cadarnhau|mewngofnodi)"  # (Welsh: verifying, confirming, signing in)
    # A code that arrived, said by whoever got it: `me llegó el código …`, `I got the code …`.
    # (Taiwanese Hokkien's "verification code" in Pe̍h-ōe-jī: `ngē-chèng-bé sī …`, 驗證碼)
    r"|(?:gi[āa]m|ng[ēe]|g[ēe])-ch[èe]ng-b[ée]"
    r"|(?:(?:me\s+)?lleg[óo]\s+(?:el\s+|un\s+)?c[óo]digo"
    # (Guaraní's and Jopara's "a code came", its "one" after it: `ou código peteĩ, 975549`)
    # (`ou` only with `peteĩ`: alone it is Portuguese's "or")
    r"|ou\s+(?:pete[ĩi]\s+c[óo]digo|c[óo]digo\s+pete[ĩi])"
    r"|(?:og̃uahẽ|oguahẽ|oguahe)\s+(?:pete[ĩi]\s+)?c[óo]digo(?:\s+pete[ĩi])?)"
    r"(?:[ \t]*,(?=[ \t]*\d))?"  # (a comma, the digits right after: `… un código, 975549`)
    r"|(?:me\s+)?(?:mandaron|enviaron)\s+(?:el\s+)?c[óo]digo"
    # (the code a bank or an app sent, "of" or "from" it: `the code from the bank is 556 210`,
    # Sranan's `a kode fu a bank na …`)
    # (or on a phone, as the creoles say it too: `di code pon mi phone a 255 233`)
    r"|(?:the|a|di|de)\s+(?:code|kode)\s+(?:from|of|fu|fi|fra|on|pon)\s+(?:(?:the|a|di|de|my|mi)\s+)?"
    r"(?:bank|app|phone|fone)(?![^\W_])(?=[ \t]*(?:[:=]|(?:is|na|was|a)(?![^\W_])))"  # (not `… bank branch`)
    r"|(?:i\s+)?(?:just\s+)?(?:got|received)\s+(?:the|a|my)\s+code"
    r"|(?:recebi|chegou)\s+o\s+c[óo]digo"
    # (Italian's and French's: `mi è arrivato il codice …`, `j'ai reçu le code …`)
    r"|(?:mi\s+)?[èe]\s+arrivato\s+(?:il\s+|un\s+)?codice|(?:ho\s+)?ricevuto\s+(?:il\s+|un\s+)?codice"
    r"|j['’]ai\s+re[çc]u\s+(?:le\s+|un\s+)?code"  # noqa: RUF001
    # Or asked to be read out, then given: `read me the code — it's 171 119`.
    r"|(?:(?:read|tell|give|send|text)\s+(?:me|us)\s+(?:back\s+)?the\s+code"
    r"(?:\s+(?:you|u)\s+(?:got|received|just\s+got))?"
    # (Spanish's: `pásame el código que te llegó`, `dime el código`)
    r"|(?:p[áa]same|d[áa]me|dime|m[áa]ndame|env[íi]ame|l[ée]eme)\s+el\s+c[óo]digo"
    r"(?:\s+que\s+te\s+(?:lleg[óo]|mandaron|enviaron))?)"
    r"(?:\s*[,:—–-]?\s*(?:it['’]?s|it\s+is)"  # noqa: RUF001
    # (or a pause, then the answer's first word: `… que te llegó... ya: 953 242`)
    r"|\s*(?:\.{2,3}|…)\s*(?:(?:ya|ok|okay|listo|here|toma|aqu[íi])\s*[:,]?)?)?"
    r")(?![^\W_]))"
    r"|認証コード|確認コード|ワンタイムパスワード|認証番号|验证码|驗證碼|校验码|动态码|הקוד\s+שלך"
    r"|(?i:(?<![^\W_])y[aà]n[ _]?zh[eè]ng[ _]?m[aǎ](?![^\W_]))"  # (Mandarin's `验证码` in pinyin)
    r"|인증\s?번호|인증\s?코드|확인\s?코드|קוד\s+(?:ה)?אימות|رمز\s+التحقق|सत्यापन\s+कोड"
    r"|የማረጋገጫ\s+ኮድ[^\s\d]{0,2}"  # (Amharic: "code of confirming", perhaps "your" after it)
    # A text message's sender opening its line, a colon, the bare word for a code and the code
    # closing the line: `Nova Poshta: код …`, `Payme: kod …` (never a field's name: `Error: code
    # 1603`, `Status: …`).
    r"|(?<![^\n])(?!(?i:error|status|note|exit|return|response|result|reason|warning|fehler"
    r"|erreur|ошибка|info|debug|fatal|http|area|zip|post|country|region|product|item|promo"
    r"|discount|coupon)(?![^\W_]))"
    r"(?-i:[A-Z][\w&.]{1,19}(?:[ \t]+[A-Z][\w&.]{1,19})?):[ \t]*"
    # (Quechua's topic on the Spanish loan, its "it is" glued on after: `codigoqa 209127-mi`)
    r"(?i:code|kod|код|k[óo]d|kode|kodu|c[óo]digo|" + QUECHUA_CODE + r")(?![^\W_])"
    r"(?=[ \t]*(?:\d{3}[ \-]\d{3}|\d{4,8})(?:-(?i:mi))?[ \t]*[.!]?[ \t]*(?![^\n]))"
)
# Four to eight digits, or two groups of three or four (`418 103`, `4182-1039`) or of two.
_OTP_DIGITS = r"\d{3,4}[ \-]\d{3,4}|\d{2}(?:[ \-]\d{2}){2,3}|\d{4,8}"  # (and `41-28-89`)
# What says the code follows a label ("is" in the label's language, or a separator).
_OTP_IS = (
    r"(?:[:=]|->|=>|[→—–]"  # noqa: RUF001
    # (and Tok Pisin's and Bislama's `em`: `OTP bilong yu em 413391`)
    # (and Mandarin's in pinyin, `shi`: `yanzhengma shi …`)
    r"|(?i:\b(?:is|es|est|ist|lautet|é|è|to|je|jest|wynosi|är|er|on|là|era|was|ni|em|ay|sī|shi|shì"
    r"|na"  # (Sranan's: `a kode fu a bank na …`)
    r"|a(?=[ \t]+\d)"  # (the Caribbean creoles', before the digits: `di code pon mi phone a …`)
    r"|הוא)\b:?))"
)
_OTP_CODE_RE = re.compile(
    r"(?:"
    + _OTP_LABEL
    + r")(?:[ \t]+(?i:anda|kamu|your|ihr|votre|tu|su|seu|yako|שלך|حقك|لك|الخاص[ \t]+بك))?"  # (`Kode OTP Anda`)
    # Words between the label and its "is" that say which code (`Tu código de inicio de sesión
    # es 123562`, `your code for the portal is …`): then the "is" or a separator must follow.
    # (A sender's name may hold digits: `Ihr Bestätigungscode für N26 lautet …`.)
    r"(?:(?:[ \t]+[^\W\d_][\w&]{0,19}){1,5}?(?=[ \t]*" + _OTP_IS + r")"
    # (or who sent it, then the code closing the line: `one-time code from the bank 188963`)
    r"|[ \t]+(?i:from|von|de|desde|da|od|от)(?:[ \t]+[^\W\d_][\w&]{0,19}){1,3}?"
    r"(?=[ \t]+(?:" + _OTP_DIGITS + r")(?!\d)[ \t]*[.!]?[ \t]*(?![^\n])))?"
    # (Cantonese's "is", `係`: `你嘅驗證碼係 …`)
    r"[ \t]*[】\]」)]?[ \t]*(?:[-はが是为為係系는은이가：]|" + _OTP_IS + r")?[ \t]*"  # noqa: RUF001
    r"(?:[A-Z]-)?[\[【(「]?(?P<v>" + _OTP_DIGITS + r")(?!\d)"
)
_WORD_AFTER_RE = re.compile(r"[ \t]*[^\W\d_]|-")
# A code and its expiry: `code 482913 expires in 10 minutes`, `Kod: 482913 (ważny 5 min)`.
_EXPIRES = (
    r"(?i:expires?|expiring|valid[ \t]+(?:for|until|\d{1,3}[ \t]*min)|is[ \t]+valid|l[äa]uft|g[üu]ltig|expire"
    r"|caduca|vence|v[áa]lido|valable|scade|valido|wygas|ważny|истекает|действ|дійсний|geldig"
    r"|verloopt|gäller|gyldig|berlaku|hết[ \t]+hạn"
    # (or a warning not to share it: `código 598753. Não partilhe com ninguém`)
    r"|do[ \t]+not[ \t]+share|don['’]t[ \t]+share|never[ \t]+share"  # noqa: RUF001
    r"|n[ãa]o[ \t]+(?:com)?partilhe|n[ãa]o[ \t]+compartilhe|no[ \t]+(?:lo[ \t]+)?compartas"
    r"|n[ãa]o[ \t]+(?:o[ \t]+)?(?:informe|repasse|passe)"  # (`… Não informe a ninguém`)
    r"|nunca[ \t]+(?:lo|la)[ \t]+(?:entregues|entregue|compartas|comparta)"
    # (or what it is for: `código 596218 para confirmar tu transferencia`)
    r"|para[ \t]+(?:confirmar|verificar|validar|autorizar|ingresar|iniciar[ \t]+sesi[óo]n"
    r"|liberar|desbloquear)"  # (`código 130756 para liberar o acesso`)
    r"|ne[ \t]+(?:le[ \t]+)?partagez"
    r"|nicht[ \t]+weitergeben|jangan[ \t]+(?:berikan|bagikan|kongsi)|huwag[ \t]+ibigay"
    r"|không[ \t]+chia[ \t]+sẻ"
    r"|hech[ \t]+kimga[ \t]+aytmang"  # (Uzbek: `… kodi 281188. Hech kimga aytmang`)
    # (Russian's, in Cyrillic and in Latin letters: `kod 806110 nikomu ne govorite`)
    r"|никому[ \t]+не[ \t]+(?:говорите|сообщайте|передавайте|показывайте)"
    r"|nikomu[ \t]+ne[ \t]+(?:govorit[ey]|soobs?h?c?hayte|peredavayte|pokazyvayte))"
)
_OTP_EXPIRING_RE = re.compile(
    r"(?i:(?<![^\W_])(?:code|c[óo]digo|codice|kod|код|k[óo]d|kode|koodi|kodi|otp|passcode|pin"
    r"|token|mã"
    r"|introduza|insira|digite|ingrese|introduzca)"  # (or "enter" it: `introduza … para autorizar`)
    r"(?![^\W_]))[^\n\d]{0,24}?(?P<v>\d{3}[ \-]?\d{3}|\d{5,8})(?!\d)[^\n\d]{0,16}?" + _EXPIRES
)
# The code first, then a topic particle and the label in Japanese, Chinese or Korean: `729 444
# は LINE の認証番号です`, `482913 是您的验证码`.
_OTP_CJK_BEFORE_RE = re.compile(
    r"(?<![\w\-])(?P<v>" + _OTP_DIGITS + r")(?!\d)[ \t]*[はが是为為는은이가][^\n]{0,24}?"
    r"(?:認証番号|確認コード|認証コード|ワンタイムパスワード|验证码|驗證碼|校验码|动态码"
    r"|인증\s?번호|인증\s?코드|확인\s?코드)"
)
# The code first: `482913 is your verification code`, `G-482913 is your Google verification code`,
# `Use 482913 to verify your account`.
_OTP_BEFORE_RE = re.compile(
    r"(?<![\w\-])(?:[A-Z]-)?(?P<v>"
    + _OTP_DIGITS
    + r")(?!\d)[ \t]+(?i:(?:is|ist|es|est|é|è|to|je|jest|er|är|on|adalah|ialah|là|ni|هو|הוא|היא)"
    # "your" in the code's language, or after it (`adalah kode verifikasi Anda`, `của bạn`).
    r"[ \t]+(?:(?:your|the|ihr|dein|tu|su|votre|ton|il[ \t]+tuo|tw[óo]j|ваш|uw|je|jouw|din|dit"
    r"|ditt|sinun|sinu|teie|o[ \t]+seu|a[ \t]+sua|seu|sua|vaš|váš|tvůj)[ \t]+)?"
    # (a sender's name, perhaps its domain: `your Booking.com verification code`; a word joined
    # by a dash: `sign-in code`)
    r"(?:[^\W\d_]+(?:-[^\W\d_]+)?(?:\.[^\W\d_]{2,6})?[ \t]+){0,3}?"
    r"(?:[^\W\d_]+-)?"  # (a sender's name joined: `dein Uber-Code`)
    r"[^\W\d_]*?(?:code|c[óo]digo|codice|kod|код|k[óo]d|koden|kode|koodi|kodu|kood|mã|pin|otp"
    r"|passcode|token"
    r"|رمز|קוד|कोड)(?![^\W_])"  # (and compounds: `verificatiecode`, `bekreftelseskode`)
    # (Swahili's "your number of confirming": `499991 ni namba yako ya kuthibitisha`)
    r"|ni[ \t]+namba[ \t]+(?:yako[ \t]+)?ya[ \t]+(?:kuthibitisha|uthibitisho|siri|kuingia)\b"
    # (Malagasy's "is your code of verifying": `615247 no kaody fanamarinana … anao`)
    # (or its "your" in place of the last vowel: `… no kaody fanamarinanao`)
    r"|no[ \t]+(?:ny[ \t]+)?kaody[ \t]+(?:fanamarinan|fanamafisan|fidiran)(?:a|ao)\b"
    r"|(?:to|for)[ \t]+(?:verify|sign[ \t]+in|log[ \t]*in|confirm|complete|authenticate|reset"
    r"|activate|validate|access)\b)"
    # (Swahili's and Norwegian's "use N to verify / to log in": `Tumia 579305 kuthibitisha`,
    # `Bruk 934337 for å logge inn`; Tagalog's "N — that's the OTP": `111965 — yan ang OTP`)
    r"|(?i:\b(?:tumia|bruk|bruke)[ \t]+)(?:[A-Z]-)?(?P<x>\d{4,8})(?!\d)[ \t]+(?i:kuthibitisha"
    r"|kuingia|for[ \t]+å[ \t]+(?:logge[ \t]+inn|bekrefte|verifisere))"
    r"|(?<![\w\-])(?P<y>\d{4,8})(?!\d)(?:[ \t]*[-–—:][ \t]*(?i:yan|ito|iyan))?[ \t]+ang[ \t]+"  # noqa: RUF001
    # (or no pointer: `930722 ang OTP mo sa BDO`; "your" or a word or two between: `… ang iyong
    # GCash OTP`, `… ang verification code mo`)
    r"(?:(?i:iyong|inyong|yung|your)[ \t]+)?(?:[^\W\d_][\w\-]{0,19}[ \t]+){0,2}?(?i:otp|code|pin)\b"
    # (Lao's and Thai's "is the code": `394186 ແມ່ນລະຫັດ OTP ຂອງທ່ານ`)
    r"|(?<![\w\-])(?P<z>\d{4,8})(?!\d)[ \t]*(?:ແມ່ນ|แม่น|คือ|เป็น)[ \t]*(?:ລະຫັດ|รหัส)[ \t]*"
    r"(?i:otp|ຢືນຢັນ|ยืนยัน)"
    r"|(?i:\b(?:use|enter)[ \t]+)(?:[A-Z]-)?(?P<w>\d{4,8})(?!\d)[ \t]+(?i:(?:to|as|for)[ \t]+"
    r"(?:(?:finish|complete)[ \t]+)?(?:verify|sign(?:ing)?[ \t]+in|log(?:ging)?[ \t]*in|confirm"
    r"|complete|authenticate|reset|activate|validate|access|your|approve|authori[sz]e))"
    # (a bank's: `use 318754 to approve the payment`; `use 889441 to finish signing in`)
    # (Turkish's "is your code" at the clause's end: `282143 … onay kodunuzdur`)
    r"|(?<![\w\-])(?P<t>\d{4,8})(?!\d)[ \t]+(?:[^\W\d_]+[ \t]+){0,3}?"
    r"(?i:[^\W\d_]*kodu(?:nuz|n)?(?:dur|d" + "\u0131" + r"r|dir))(?![^\W_])"  # (dotless i)
    # (Nepali's and Hindi's "this code, share it with no one" after it: `… 484535 प्रयोग
    # गर्नुहोस्, यो कोड कसैसँग साझा नगर्नुहोस्`)
    # (Hindi's "N is your OTP", the verb last: `358313 आपका OTP है`)
    r"|(?<![\w\-])(?P<h>\d{4,8})(?!\d)[ \t]+(?:आपका|तुम्हारा)[ \t]+(?:(?i:otp)|ओटीपी|कोड)"
    r"|(?<![\w\-])(?P<n>\d{4,8})(?!\d)[^\n\d]{0,60}?(?:यो|यह)[ \t]+(?:कोड|ओटीपी|(?i:otp))"
    r"[^\n\d]{0,30}?साझा[ \t]+न"
)
# A disk encryption recovery key (BitLocker's): eight groups of six digits, a secret by its shape.
_DISK_KEY_RE = re.compile(r"(?<![\d\-])\d{6}(?:-\d{6}){7}(?![\d\-])")
_HEX_KEY_RE = re.compile(
    r"(?<![0-9A-Za-z])(?:0[xX])?(?:[0-9a-f]{64,}|[0-9A-F]{64,})(?![0-9A-Za-z])"  # (`0x…`: a wallet's)
)
_HEX_KEY_PREFIX_RE = re.compile(r"(?<![\w.\-])[A-Za-z]{2,8}\.\d{1,10}\.\Z")
# A hash names itself: a digest, a checksum, a commit or a transaction is no key.
_HASH_CONTEXT_RE = re.compile(
    r"(?i:sha|md5|blake|digest|checksum|hash|sum\b|commit|integrity|fingerprint|etag|txid"
    r"|transaction|block|merkle|sri)[^\n]{0,24}\Z"
    # (or a digest's name or "checksum" earlier on the line: `SHA-512 of cellar-register-2032.xlsx:
    # …`, `checksum of dryer-hmi-fw-4.2.7.bin: …`)
    r"|(?i:(?<![^\W_])(?:" + DIGEST_NAME + r"|checksum)(?![^\W_]))"
    r"[^\n]{0,80}\Z"
)


def _backup_codes(text: str) -> Iterator[Span]:
    """A list's codes share one shape (their parts' lengths): the list ends where the shape
    changes (`1234-5678 2345-6789 stored safely`), and most of its codes hold a digit
    (`code_lists.holds_codes`: `Backup codes expire after ninety days` is no list). Words of the
    label's clause may come first (`… voor mijn Microsoft-account`, `… the clinic's Google
    account`): the list is the first run of one shape that holds it."""
    for m in _BACKUP_CODES.finditer(text):
        items = _CODE_ITEM_RE.finditer(text, m.start("codes"), m.end("codes"))
        for _, run in itertools.groupby(items, key=lambda item: _shape(item.group("c"))):
            kept = list(run)
            letters = all(_LETTER_CODE_RE.fullmatch(item.group("c")) for item in kept)
            if holds_codes([item.group("c") for item in kept]) or (letters and len(kept) >= 3):
                yield kept[0].start(), kept[-1].end(), "backup_codes"
                break


def _shape(code: str) -> tuple[int, ...]:
    return tuple(len(part) for part in code.split("-"))


def _otp_secrets(text: str) -> Iterator[Span]:
    for finder in (_TOTP, _OTPAUTH, _KEY_GROUPS):
        for m in finder.finditer(text):
            if m.re is _KEY_GROUPS_RE and m.group("groups"):
                groups = m.group("groups")  # (a recovery key's: letters that read as no word)
                compact = groups.replace(" ", "")
                if any(c.isdigit() for c in groups) or _random_letters(compact, _RECOVERY_VOWELS):
                    yield m.start("groups"), m.end("groups"), "recovery_key"
                continue
            value = m.group("v")
            digit = any(c.isdigit() for c in value)
            capitals = value.isupper() and (  # (`QYTP DMJF …` after a key's word: no words)
                m.re is not _KEY_GROUPS_RE or _random_letters(value.replace(" ", ""))
            )
            if digit or capitals:
                yield m.start("v"), m.end("v"), "otp_secret"


# (a recovery key's letters, under its label: fewer than two in five vowels, as no prose of
# four-letter words has, `gopjobjdcgdg…`, not `keep this safe your data …`)
_RECOVERY_VOWELS = 0.36


def _random_letters(value: str, vowels: float = VOWEL_SHARE) -> bool:
    """Letters (capitals, or a recovery key's small ones) that read as no word (no more than ``vowels`` of them vowels)
    and run in no alphabet's order (`ABCD EFGH …`: an example)."""
    steps = sum(ord(b) - ord(a) == 1 for a, b in itertools.pairwise(value))
    return unreadable_letters(value.lower(), vowels=vowels) and 2 * steps < len(value)


# (RE2 finds where each could start, Python reads it there: `first_look.Starts`)
_OTP_CODE, _OTP_BEFORE = Starts(_OTP_CODE_RE), Starts(_OTP_BEFORE_RE)
_OTP_EXPIRING, _TOTP, _KEY_GROUPS = map(Starts, (_OTP_EXPIRING_RE, _TOTP_RE, _KEY_GROUPS_RE))
_BACKUP_CODES, _OTPAUTH = Starts(_BACKUP_CODES_RE), Starts(_OTPAUTH_RE)


_SENDER_RE = re.compile(
    r"[^\W\d_]+(?:\.[^\W\d_]{2,6})?[ \t]+"  # (perhaps its domain: `Booking.com`)
    r"(?=(?i:verif|one[ \-]time\b|otp\b|log[ \-]?in\b|sign[ \-]?in\b|confirm"
    r"|authenticat))"
)


def _otp_codes(text: str) -> Iterator[Span]:
    for m in _OTP_CODE.finditer(text):
        if m.group("sender") is not None and _WORD_AFTER_RE.match(text, m.end()):
            continue  # `Your Python code is 2000 lines`: a count, not a code
        yield m.start("v"), m.end("v"), "otp_code"
    for m in _OTP_BEFORE.finditer(text):
        group = next(g for g in "vwxyztnh" if m.group(g) is not None)
        # (the sender's name before a verifying word names nothing the code is of: `… your
        # Bankak verification code`, a bank's app)
        words = _SENDER_RE.sub(" ", m.group())
        if not said_to_be_a_code(words, m.group(group)):
            continue  # `8080 is the port the code uses`, `2024 is the year the code changed`
        yield m.start(group), m.end(group), "otp_code"
    if not text.isascii():  # (its labels are Japanese, Chinese and Korean)
        for m in _OTP_CJK_BEFORE_RE.finditer(text):
            yield m.start("v"), m.end("v"), "otp_code"
    for m in _OTP_EXPIRING.finditer(text):
        if said_to_be_a_code(text[max(0, m.start() - 24) : m.start("v")], m.group("v")):
            yield m.start("v"), m.end("v"), "otp_code"  # (not `discount code 20245 expires`)


def _disk_keys(text: str) -> Iterator[Span]:
    for m in _DISK_KEY_RE.finditer(text):
        yield m.start(), m.end(), "recovery_key"


def _hex_keys(text: str) -> Iterator[Span]:
    for m in _HEX_KEY_RE.finditer(text):
        back = max(0, m.start() - 2_000)  # (a bounded look back: linear in the text)
        token_start = (
            max(text.rfind(" ", back, m.start()), text.rfind("\n", back, m.start()), back - 1) + 1
        )
        if "://" in text[token_start : m.start()]:
            continue  # in a URL's path or query (a key there is named: `?api_key=…`)
        if not _HASH_CONTEXT_RE.search(text, max(0, m.start() - 120), m.start()):
            # (a vendor's prefix and an account's number glued on by dots go with it: Carrot
            # quest's `app.74577.<hex>`)
            prefix = _HEX_KEY_PREFIX_RE.search(text, max(0, m.start() - 20), m.start())
            yield (m.start() if prefix is None else prefix.start()), m.end(), "hex_key"


FAMILIES = (
    *_SEEDS,
    Family("backup_codes", _BACKUP_CODES_RE, _backup_codes, needs_digit=True),
    Family(
        "otp_secret",
        re.compile(
            "|".join((_TOTP_RE.pattern, _OTPAUTH_RE.pattern, _KEY_GROUPS_RE.pattern)).replace(
                "(?P<v>", "(?:"
            )
        ),
        _otp_secrets,
    ),
    Family(
        "otp_code",
        re.compile(
            re.sub(
                r"\(\?P<\w+>",
                "(?:",
                # (the label alone: what the code after it, or words and then it, need)
                "|".join(
                    (_OTP_LABEL, _OTP_BEFORE_RE.pattern, _OTP_CJK_BEFORE_RE.pattern, _EXPIRES)
                ),
            )
        ),
        _otp_codes,
        needs_digit=True,
        hint=re.compile(r"\d{4}|\d{3}[ \-]\d{3}|\d{2}[ \-]\d{2}[ \-]\d{2}"),
    ),
    Family("hex_key", _HEX_KEY_RE, _hex_keys),
    Family("recovery_key", _DISK_KEY_RE, _disk_keys, needs_digit=True),
    *_PINS,  # (after the one-time codes: a code both find is reported as one)
)

CODES_LABEL = _CODES_LABEL  # (one code under it: `one_codes`)
