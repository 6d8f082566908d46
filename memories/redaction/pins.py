# ruff: noqa: RUF001, RUF002, RUF003  (code words in other scripts are what this file is about)
"""A short code after a code or PIN word and what it opens, in any language the labels read:
`code du portail 0632`, `код домофона 29782`, `PIN kad ATM saya 2484`, `padlock combination
for the bike shed 5-0-1-1`, `车库门禁密码 4471`, or before it: `4471 is the code for the cellar`.

Part of the scrubber (`memories.redaction`); pure. The shape, not a list of doors: a code word,
up to five words saying what it opens (or one before it, where a language puts it first:
`दरवाजे का कोड`, `kapı kodu`), perhaps "is" or a colon, then three to eight digits (read out
one or two at a time too, `5-0-1-1`, `12-34-56`, a keypad's letter beside them) that end the
clause. A PIN or a lock's combination needs no qualifier and takes any (`PIN of the shared
phone`); a plain `code` needs one that is not a function word, and none that names a code that
is no secret (an error, a postcode, a port, a country's dialling code, a discount, an ISO
code). A year (`code du travail 2024`, `PIN for 2024`) needs a colon or "is" before it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import re2

from memories.redaction.assign_words import ARABIC_CHAT_OF, ARROW, HANDS_AND_LOCKS
from memories.redaction.family import Family, Span
from memories.redaction.first_look import Starts, loosened
from memories.redaction.keypad_entries import OPENS_RE, measured
from memories.redaction.label_words import ANDEAN_ENDING
from memories.redaction.labels import INDIA_POSTAL_PIN, POSTAL_PIN_DIGITS_RE, PROSE_WORDS
from memories.redaction.shapes import ARABIZI_DIGIT, YEAR_RE
from memories.redaction.units import CLOSING_PARTICLES

__all__ = ["FAMILIES", "HUSH_RE", "QUECHUA_CODE", "THAI_HARMLESS", "lock_code", "said_to_be_a_code"]

# The word for "number" (Latin and Cyrillic stems: `number`, `nūmera`, `numru`, `nomboro`,
# `nomor`, `numar`, `номер`) and for "secret" or "hidden" in the languages around them.
_NUMBER_WORD = (
    r"n[uūúùü]m[bmeéèaāoōr][^\W\d_]{0,6}|n[oō]mb?[oōe]r[^\W\d_]{0,4}|namba(?:ri)?|lambar[^\W\d_]{0,4}"
    r"|zenbaki|uimhir|rhif|sz[áa]m|номер[^\W\d_]{0,3}|нөмір|дугаар|број"
    r"|lakkoofsa|ቁጥ[ረ-ሯ]"  # (Oromo's number; Amharic's, `ቁጥሬ` "my number")
    r"|rakin|lohku"  # (Mapudungun's count, `ellkan rakin`; Northern Sami's, `gáhttaga lohku`)
    r"|yupay(?:" + ANDEAN_ENDING + r")?"  # (Quechua's, `kichana yupay`, "the key's number")
)
_SECRET_WORD = (
    r"se[ck]ret[^\W\d_]{0,3}|segret[^\W\d_]{0,3}|sigriet|siri|sirri|huna|h[uū]n[aā]|gizli"
    r"|tajn[^\W\d_]{0,3}|geheim[^\W\d_]{0,3}|rahasia|rahsia|lihim|titkos|slapt[^\W\d_]{0,3}"
    r"|slepen[^\W\d_]{0,4}|salai[^\W\d_]{0,4}|hemmelig[^\W\d_]{0,2}|hemlig[^\W\d_]{0,2}"
    r"|секрет[^\W\d_]{0,4}|таємн[^\W\d_]{0,3}|тајн[^\W\d_]{0,3}|тайн[^\W\d_]{0,3}"
    r"|нууц|құпия|r[úu]nda|cyfrinachol|kevrinek"
    r"|iccitii|ሚስጥራዊ|ምስጢራዊ"  # (Oromo's and Amharic's: `lakkoofsa iccitii`, `ሚስጥራዊ ቁጥሬ`)
    r"|ellkan|g[áa]httag[^\W\d_]{0,2}"  # (Mapudungun's "hidden", Northern Sami's "guarded")
    r"|pakasqa|kichana"  # (Quechua's "hidden" and "key", "what opens": `kichana yupay: …`)
)
# A PIN or a lock's combination, in the languages of `labels` (Latin, Cyrillic, Greek, Hebrew,
# Arabic and Indic scripts, Thai, Japanese, Korean, Chinese).
_STRONG = (
    r"(?i:(?<![^\W_])(?:pin|pin-?code|pincode|passcode|pin-?kod|pin-?nummer|пин(?:-?код)?"
    r"|pinim(?:iz)?"  # (Turkish's "my PIN", "our PIN": `pinim 4103`)
    r"|isertaat[^\W\d_]*"  # (Kalaallisut's word for a way in: `isertaatit: …`)
    r"|nip"  # (Mexico's and Quebec's PIN, número or numéro d'identification personnel)
    r"|пін(?:-?код)?|combination|combo|kombination|combinaison|combinaci[óo]n|combina[çc][ãa]o"
    r"|combinazione|kombinacja|kombinace|комбинация|шифр|kombinasyon|συνδυασμός|צירוף|kombinasi"
    r"|digicode|key[ \-]?safe|key[ \-]?box|lock[ \-]?box|schl[üu]sselsafe|schl[üu]sselkasten|nyckelsk[åa]p|n[øo]gleboks|sleutelkluis|bo[îi]te[ \-][àa][ \-]cl[ée]s?|caja[ \-]de[ \-]llaves|cassetta[ \-](?:di[ \-]sicurezza|portachiavi)|الرقم السري|رقم سري|पिन|পিন|પિન|ਪਿੰਨ|ਪਿਨ|ପିନ|పిన్|ಪಿನ್|பின்|mã\s+pin|ፒ[ንኔኑ]"  # (and Amharic's, `ፒኔ` "my PIN")
    # A "secret number" where a language has no word for a PIN: Hmong, French, Spanish and
    # Portuguese, Italian, Catalan, Romanian, German, Dutch, the Nordic languages, Finnish,
    # Estonian, Hungarian, Baltic, Slavic, Albanian, Turkish, Celtic, Basque, Swahili, Malay and
    # Indonesian, Vietnamese, Hausa, Yoruba, Zulu.
    r"|lej\s+zais|num[ée]ro\s+secret[oe]?|n[úu]mero\s+secret[oe]?|numero\s+segreto|num[ăa]r(?:ul)?\s+secret"
    r"|geheim(?:zahl|nummer)|geheim\s+nummer|hemlig(?:t|a)?\s+nummer|hemmelig(?:t|e)?\s+nummer"
    r"|salainen\s+numero|salajane\s+number|titkos\s+sz[áa]m|slaptas\s+numeris"
    r"|slepenais\s+numurs|tajn[yý]\s+(?:numer|číslo|cislo)|tajni\s+broj|numri\s+sekret"
    r"|gizli\s+(?:numara|say[ıi])|rhif\s+cyfrinachol|uimhir\s+r[úu]nda|[àa]ireamh\s+dh[ìi]omhair"
    r"|niverenn\s+guzh|niver\s+kevrinek|zenbaki\s+sekretua|namba(?:ri)?\s+ya\s+siri"
    r"|nombor\s+rahsia|nomor\s+rahasia|s[ốo]\s+b[íi]\s+m[ậa]t|lambar\s+sirri"
    r"|n[ọo]mba\s+[àa]ṣ[ìi]r[íi]|inombolo\s+eyimfihlo|секретн(?:ый|ого)\s+номер"
    r"|таємн(?:ий|ого)\s+номер|тајни\s+број"
    # (Russian's and Ukrainian's intercom, named for its code when four digits or more follow:
    # `домофон у мамы 29531`; a flat's number, `домофон 125`, is dialled, no secret)
    r"|домофон(?:а|е|у|ом|і)?(?![^\W_])(?=[^\n\d]{0,40}\d{4,8}(?!\d))"
    # Any word for "number" beside any word for "secret" or "hidden": `nūmera huna`, `numru
    # sigriet`, `secret number`.
    r"|(?:" + _NUMBER_WORD + r")\s+(?:" + _SECRET_WORD + r")"
    r"|(?:" + _SECRET_WORD + r")\s+(?:" + _NUMBER_WORD + r"))(?![^\W_])"
    r"|暗証番号|暗証コード|密码锁|密碼鎖|비밀번호|비번|핀\s?번호|รหัสพิน"  # (and Korean's short `비번`, `핀번호`)
    r"|アンショウバンゴウ|(?i:ansh[oō]u?[ _\-]?bang[oō]u?)(?![^\W\d_])"  # (Japanese's, in kana and romaji)
    r"|门禁码|門禁碼|开门码|開門碼)"  # (Chinese's door-access code: `门禁码是 …`)
)
# A plain code word: a code of what the words around it name; the Romance stems in any variety
# (`còdice`, `còdighe`, `codiç`). (Welsh `cod` and Vietnamese `ma`
# without its accent are English words: left out.)
# The Spanish loan for a code with Quechua's endings on it (`codigoqa`, `codigon`, `codigonqa`).
QUECHUA_CODE = r"(?i:[ck][óo]digo" + ANDEAN_ENDING + r")"
_QUECHUA_CODE_RE = re.compile(QUECHUA_CODE)
_PLAIN = (
    r"(?i:(?<![^\W_])(?:code|codes|c[óòoô]d(?:ig(?:o|u|he|e)|ic(?:e|i|u)?|i[cç]?|es[eo])|kod|k[óòo]d|kaody|kóði|код|коды|kodu|koodi|k[oòó]de|kodea"
    r"|codul|codu['’]?|kods|kodas|kood|koda|kodi|kodenya|lkud|lkod|rmz|ramz|акод|коду|коди|кодыр|khoutu|koodu|koodii|kodi[cċ]i|kodig[ou]|kodo|k[óo]dja|koodin?|kóðin|kodin|šifra|szyfr|[şs]ifre(?:si|m|miz|niz)?|шифра|ikhodi|msimbo|κωδικός|קוד|(?:ال)?(?:رمز|كود)|کد|کوڈ"
    r"|kody"  # (Kazakh's "its code" in Latin letters: `Aqsai qaqpasynyñ kody …`)
    # (Russian's genitive after whose, `склада кода я …`; Quechua's endings on the Spanish loan,
    # `codigoqa …`, `punkupa codigon …`)
    r"|кода|"
    + QUECHUA_CODE
    # (Vietnamese without its accents: a door's or a lock's code, `ma cua`, `ma khoa cua kho`)
    + r"|ma\s+(?:cua(?!\s+hang)|khoa)"
    r"|c[òó]d|kodan"  # (Gaelic's and Irish's `còd`, `cód`; Faroese's with its article, `kodan`)
    # (the loan in Dravidian and Odia letters, its final virama often left out: `କୋଡ`, `கோட்`)
    r"|कोड|কোড|કોડ|ਕੋਡ|ಕೋಡ್?|കോഡ്?|କୋଡ୍?|குறியீடு|கோட்|కోడ్?|කේතය|ကုဒ်|კოდი|կոդը?|ኮድ|mã"  # (Armenian with its article: `կոդը`)
    # The loanword with an apostrophe for its `o` (Assamese `ক'ড`), a circumflex (Walloon `côde`).
    r"|ক['’]ড|क['’]ड|c[óòô]de)(?![^\W_])"
    r"|コード|密码|密碼|코드|รหัส|ລະຫັດ|លេខកូដ)"
)
# A postal code's words (English, Russian, Persian, Arabic): such a code is an address, never a
# secret.
POSTAL_WORDS = r"zip|post|poist|почт|индекс|پستی|بريد"  # (and Gaelic's and Irish's `poist`)
# Thai's postcode, product, parcel, tracking, branch, bank, error, discount, coupon, country,
# phone and tax, written without a space after `รหัส` ("code").
THAI_HARMLESS = r"ไปรษณีย์|สินค้า|พัสดุ|ติดตาม|สาขา|ธนาคาร|ข้อผิดพลาด|ส่วนลด|คูปอง|ประเทศ|โทรศัพท์|ภาษี"
# What a code that is no secret is a code of (a word before the code word or among the words
# after it).
_NOT_SECRET_RE = re.compile(
    r"(?:"
    + THAI_HARMLESS
    + r")|(?<![^\W_])(?i:amount|betrag|montant|total|price|preis|prix|error|fehler|erreur|errore"
    r"|hata|hatas|xato|qate|помилк"  # (Turkish's, Uzbek's, Kazakh's error: `hata kodu 503`)
    r"|b[łl][ąa]d|ошибк|status|exit|return|http|response|pos\b|area|country|"
    + POSTAL_WORDS
    + r"|dial|phone|tel[eé]fon|promo|discount|rabatt?|coupon|gutschein|voucher|referral|invite"
    r"|invit|product|produ|article|artikel|item|sku|source|qr|bar|colou?r|farb|language|sprach"
    r"|currency|airport|station|region|class|course|sort|bank|branch|swift|bic|iban|iata|icao"
    r"|tax|steuer|fiscal|fare|booking|tracking|order|bestell|commande|pedido|reference|ref"
    r"|version|build|commit|line|chapter|page|room|flight|project|cost|department|customer"
    r"|kunde|client|billing|shipping|model|part|serial|lot|batch|vat|travail|civil|p[ée]nal|law"
    r"|legal|gesetz|medical|diagnos|icd|hs|naf|ape|insee|rome|cpt|style|stil|program|script"
    r"|sample|example|beispiel|exemple|ejemplo|port\b|host|localhost|server|above|below|review"
    r"|snippet|block|editor|base\b|coverage|quality|year|test|python|java|function|iso\b"
    r"|naics|sic\b|isin|atc\b|unspsc|hts\b|isbn|ean\b|upc\b|gtin|ascii|utf|hex|morse|dress"
    r"|nace\b|ateco|cnae|ciiu|okved|оквэд|καδ(?![^\W_])"  # (an activity's class: `κωδικός ΚΑΔ`)
    r"|machine|byte|op\b|opcode|event|message|exception|warning|sql|state|unicode|zipcode"
    # Error, product, discount and order in the languages that put the genitive first (Finnish,
    # Estonian, Lithuanian, Latvian, Hungarian, Basque: `virhe koodi`, `toote kood`).
    r"|virhe|viga|vea|klaid|kļūd|hiba|akats|tuote|toote|toode|prek|alennu|allahindlus|nuolaid"
    r"|atlaid|kedvezm|deskontu|tilau|tellimu|užsakym|pasūtīj|eskaer"
    r"|shahr|شهر)"  # (Persian's city: a dialling code, `kod-e shahr-e …`)
)  # (and Thai's, glued to the word for "code": `รหัสไปรษณีย์`, a postcode)
# (a word may start with a glottal stop's apostrophe: `'ōpani`, `ʻāina`)
# (or Arabic chat's "of", its digits standing for letters: `PIN mta3 el carta …`; and its "I
# have", "with me": `el code 3ande …`, `ma3i`)
# (Arabic chat's digits for letters inside a word or starting it: `el code taba3 el 5azneh …`)
_WORD = (
    r"['’ʻ]?(?:[^\W\d_]|" + ARABIZI_DIGIT + r"(?=[^\W\d_]{3}))"
    r"(?:[^\s\d:=#,;.!?]|" + ARABIZI_DIGIT + r"(?=[^\W\d_])){0,20}"
    r"|\([^()\d\n]{1,20}\)"
    # (or how many digits it has: `PIN 4 digits …`, `비밀번호 4자리 …`, `clave de 6 dígitos …`)
    # (Korean's topic particle may close it: `4자리는 …`)
    r"|\d{1,2}[ \t\-]?(?i:digits?|d[íi]gitos|cifras|chiffres|cifre|ziffern|stellig|цифр[аы]?|자리|桁|位)"
    r"(?![^\W\d_는은이가]|[ \t]*\d{1,2}(?!\d))"
    r"|(?i:" + ARABIC_CHAT_OF + r"|3[ae]nd[aeiu]k?|3ind[aei]k?|ma3[aeiy]k?)(?![^\W_])"
)
_IS = (
    r"[:=#՝]|"  # (and the Armenian comma as a colon: `կոդը՝ 4606`)
    + ARROW
    + r"|[-–—](?=[ \t])|(?i:is|es|est|ist|lautet|é|è|to|je|jest|wynosi|är|er|on|là"
    r"|ni|adalah|ialah|era|was|war|было|هو|הוא|है|se|dia|ngu|ndi|dat[ \t]+a|არის?"
    r"|ye"  # (Bambara's and Dioula's: `862905 ye i ka code ye`)
    r"|ta|na"  # (Papiamentu's and Sranan's: `kode di porta ta …`, `a kode fu a doro na …`)
    r"|ke|wa"  # (Setswana's and Sesotho's, Nahuatl's: `khoutu ya kgoro ke …`)
    r"|chu"  # (Mizo's topic, its "is" at the end: `ka ATM PIN chu 1469 a ni`)
    r"|huwe|huwa|howe|howa|hiye"  # (Levantine chat's "it is": `el code tabaa el alarm huwe …`)
    r"|as(?=[ \t]+\d)"  # (North Frisian's: `a kode as 02024`)
    # (the Caribbean creoles' "is", digits closing the clause after it: `de lock code fuh de
    # container a 1947`)
    # (never English's article after a preposition: `PIN for a 2024 …`)
    r"|(?<!\bfor[ \t])(?<!\bof[ \t])(?<!\bin[ \t])(?<!\bto[ \t])(?<!\bon[ \t])(?<!\bas[ \t])"
    r"a(?=[ \t]+(?:\d{3} \d{3}|\d{3,8})[ \t]*(?:[.!;,]|$)))(?![^\W_])"
    r"|[はが是为為는은이가：]"
)
# Three to eight digits, four to eight read out one by one (`5-0-1-1`) or two by two (`12-34-56`),
# a keypad's letter before or after (`B4852`, `4852#`).
# (or a one-time code's two halves, as an app prints it: `375 969`)
_VALUE = (
    r"[A-Z]?(?:\d{3} \d{3}(?![\d.])|\d{3,8}|\d(?:[\-. ]\d){3,7}|\d\d(?:[\-. ]\d\d){1,3})[A-Z#*]?"
)
# What to do after typing a code: `then press OFF`, `und dann Enter`, `puis appuyez sur #`.
_NEXT = (
    r"(?:(?i:(?:and[ \t]+)?then|und[ \t]+dann|dann|puis|et[ \t]+puis|luego|y[ \t]+luego|poi|potem"
    r"|(?:y[ \t]+)?despu[ée]s|(?:e[ \t]+)?depois"
    r"|затем|потом|press|hit|push|drücken|dr[üu]cke|appuyez|pulsa|premi|naciśnij)(?![^\W_])"
    r"|の?あと|その後|然后|然後|다음)"
)
# What a code is for, right after it: getting in, opening, unlocking.
_FOR_ENTRY = (
    r"(?i:para[ \t]+(?:entrar|ingresar|acceder|abrir|desbloquear|acessar)"
    r"|to[ \t]+(?:get[ \t]+in|open|unlock)|pour[ \t]+(?:entrer|ouvrir|acc[ée]der)"
    r"|per[ \t]+(?:entrare|aprire|accedere)|zum[ \t]+(?:reinkommen|[öo]ffnen|entsperren))"
    r"(?![^\W_])"
)
# The code ends its clause: the text, a line, a stop, a comma, a bracket or a dash follows, or a
# short last word of a script other than Latin before one: the verb of a language that puts it
# last (`कोड 531489 मु`, `акод 5065 ауп`, `code 05013 ཡིན།`, `暗証番号 4471 です`).
_CLAUSE_END = (
    # (two such words too: `현관 비번 6835 누르고 별표`, "press it, then the star")
    r"(?=(?:(?:[ \t]+(?=[^\x00-\u024f\s\d])[^\s\d:=#,;.!?()]{1,5}){1,2}"
    # (or one or two particles that end the line: `… 28122 ho la`)
    r"|" + CLOSING_PARTICLES + r"(?=[ \t]*(?:$|\n))"
    r"|[ \t]+a[ \t]+ni(?![^\W\d_])"  # (Mizo's "it is", closing the clause: `… 1469 a ni, …`)
    # (or a name called after it, Arabic chat's `ya`, closing the line: `… huwe 8267 ya Fadi`)
    r"|[ \t]+(?i:ya|yaa)[ \t]+[A-Z][a-z]{1,15}(?=[ \t]*[.!]?[ \t]*(?:$|\n))"
    # (or "don't tell it" after it: `PIN del bancomat aziendale 3005 nn dirlo`)
    r"|[ \t]+(?i:nn|non|no|don['’]?t)[ \t]+(?i:dirlo|lo[ \t]+digas|tell(?:[ \t]+anyone)?)"
    # (Georgian's "tell no one", in Latin letters too: `… 4748 aravis utxra`)
    r"|[ \t]+(?i:aravis[ \t]+(?:utxra|utkhra|uthra|utqra)|არავის[ \t]+უთხრა))?"
    r"[ \t]*(?:$|[\n.,;!?()\]।]|[-–—](?=[ \t])))"
)
# A lock, a keypad or a safe, in the languages of its neighbours: its code after a colon alone
# (`padlock on the shed: 0755`, `Tresor im Büro: 4471`; `safe to use port 8080` is no code).
# Korean's copula glued to the code at the line's end (`344083여유`, `94431임다`, `8763이야`);
# never a counter's syllable (`300개`, `5000원`).
_GLUED_COPULA = r"(?=(?:이|임|입|여|야|예|요|라|다|인)[가-힣]{0,3}[ \t]*[.!?~]?[ \t]*(?:$|\n))"
_LOCK = (
    r"(?i:(?<![^\W_])(?:pad-?lock|padlak|padlok|lock|keypad|key[ \-]pad|safe|strongbox|tresor|safe-?box|cadenas"
    r"|cash[ \-]?box|money[ \-]?box|lock[ \-]?box|key[ \-]?box|locker"  # (`cash box …, code …`)
    r"|key[ \-]?safe"  # (a key safe by a holiday flat's door: `Keysafe Wyk: …`)
    # (the Nordic, German and Dutch key box, its article glued on: `nøkkelboksen …, kode …`)
    r"|n[øo]kkel[ \-]?boks(?:en)?|n[øo]gle[ \-]?boks(?:en)?|nyckel[ \-]?(?:box|sk[åa]p)(?:en|et)?"
    r"|schl[üu]ssel(?:kasten|box|tresor|safe)|sleutel(?:kastje|kluis|box)"
    r"|kutij[aeiu]"  # (the Croatian box the keys are left in: `ključevi su u kutiji, kod …`)
    r"|coffre(?:-fort)?|caja\s+fuerte|cofre|cadeado|lucchetto|cassaforte"
    # (Sicilian's, Maltese's and Catalan's padlock and safe: `catinazzu`, `katnazz`, `kaxxaforti`)
    r"|catinazz[ui]|catenaccio|lucchettu|katnazz|kaxxaforti|cadenat|cascia[ \t]+forti"
    # (the Andes' loan, with Aymara's and Quechua's endings: `kandaduqa`, `candadopax`)
    r"|(?:no)?[ck]andad[ou](?:" + ANDEAN_ENDING + r")?"
    r"|khóa"  # (Vietnamese, with its accent: `khoa` is a faculty)
    r"|kombinaasjeslot|koadeslot|hingslot"  # (West Frisian's combination lock and padlock)
    r"|vorh[äa]nge-?schloss|zahlenschloss|schloss|hangslot|kluis|h[äa]ngl[åa]s(?:et)?|h[æe]ngel[åa]s(?:en)?"
    r"|kassask[åa]p|pengeskab|riippulukko|kassakaappi|k[łl][óo]dka|sejf|visac[íi]\s+z[áa]mek"
    r"|trezor|la[kc][aă]t(?:ul(?:ui)?)?|asma\s+kilit|kasa|kufuli|gembok|замок|замк(?:а|е|у|ом)|сейф(?:а|е|у|ом|тің|тың|нің)?"
    # (Russian's locker, `шкафчик …, код …`; Kazakh's safe with its genitive, `сейфтің коды …`)
    r"|шкаф(?:чик)?(?:а|е|у|ом|и)?"
    r"|λουκέτο|χρηματοκιβώτιο"  # (Russian's lock and safe declined: `код навесного замка …`)
    r"|mi[ \t]?ma[ \t]?suo"  # (Chinese's combination lock in pinyin, 密码锁: `mima suo 3959`)
    # An alarm's keypad, in the same languages: `alarm: 4471`, `Alarmanlage: 4471`.
    r"|alarm[aeiu]?|alarme|allarme|alarmanlage|larm|h[äa]lytin|сигнализация|συναγερμός"
    r"|kufl|قفل|(?:ال)?[قج]فل)(?![^\W_])"  # (Juba Arabic's and Arabic's lock; Sudanese `الجفل`)
    # (a door's lock in Korean and an iron lock in Chinese: `도어락 번호는 …`, `鐵鎖的號碼：…`)
    r"|(?:南京錠|金庫|キーパッド|テンキー|挂锁|保险箱|密码锁|자물쇠|금고|키패드|도어락|鐵鎖|铁锁|門鎖|门锁|密碼鎖"
    r"|ドア|鍵)[のぬ的嘅의]?"  # (its particle; Japanese's door and key too: `事務所のドア：…`)
    # (its number's word and a topic's particle, a dialect's too: `南京錠の番号だば 598334`)
    r"(?:(?:番号|暗証番号|コード|号码|號碼|密码|密碼|번호|비밀번호|비번)(?:だば|だべさ|だべ|やで|では|は|が|는|은)?)?)"
)
# What a keypad's user is told to do with its code: `alarm: enter 4471 then OFF`, `Tresor:
# tippe 0755`, `cadenas : tapez 0755`.
_ENTER = (
    r"(?i:enter|type|key[ \t]+in|punch[ \t]+in|dial|input|tippe|tippen|eingeben|gib|tapez|tape"
    r"|entrez|composez|saisir|digita|digite|introduce|teclea|marca|insira|wpisz|toets|voer|typ"
    r"|набери(?:те)?|введи(?:те)?)[ \t]+(?:(?:the|code|PIN|den|le|el|il|o|a)[ \t]+){0,2}"
)
_CODE_WORD = r"(?:(?P<strong>" + _STRONG + r")|(?P<plain>" + _PLAIN + r"))"
_PIN_CODE_RE = re.compile(
    # (a small number may close what it is for: `SIM PIN of the Getac in car 2: 8909`)
    _CODE_WORD
    + r"(?P<q>[^\s\d:=#,;.!?]{0,12}(?:(?:[ \t]+(?:"
    + _WORD
    + r")){0,5}?"
    # (or six to nine words before a colon: `PIN of the fuel card for the camp Land Rover: …`)
    + r"|(?:[ \t]+(?:"
    + _WORD
    + r")){6,9}?(?=[ \t]*:))(?:[ \t]+\d{1,2}(?=[ \t]*:))?)"
    # (the value perhaps in the next field: `Geheimzahl:` | `9309`)
    r"[ \t]*(?P<is>" + _IS + r")?[ \t\x1f]*(?<![^\W_]-)(?P<v>" + _VALUE + r")"
    # (Quechua's "it is" glued on by a dash: `codigoqa 209127-mi`)
    r"(?:-(?i:mi)(?![^\W_]))?(?![\w\-]|[.,]\d)"
    # (never glued to a word by a dash: `code JUL-AQP-0719` is a route's; nor the first group of a
    # dotted number, `Código NANDINA 0803.90.11`, a tariff's; or "is" says it and what to do next
    # follows: `… is 74735 then press OFF`)
    # (or what it is for: `código 497382 para entrar al banco`, `code 4471 to get in`)
    r"(?:(?P<end>" + _CLAUSE_END + r")|(?P<next>[ \t]+" + _NEXT + r")"
    r"|(?P<purpose>[ \t]+" + _FOR_ENTRY + r"))?",
    re.MULTILINE,
)
# A lock's code, a colon or "is" before it: `padlock on the shed: 0755`, `the padlock on the
# shed is 239127` (a lock is opened by its code, nothing else it "is" is digits ending a clause).
_LOCK_IS = (
    r"(?i:is|was|ist|war|est|es|era|è|é|är|er|jest|je|on|ni|ndi|ngu|adalah|ialah|ay|na"
    # (Belizean Kriol's `da`; Korean's copulas, a dialect's too: `자물쇠 번호 이데이 3656`)
    r"|da|이데이|입니다|이에요|예요|이다|임다|이야"
    r"|ees"  # (Bermudian's "is": `da boat shed padlock ees 2641`)
    r"|ula"  # (Mi'kmaq's "this (is)": `padlock ula 64441, wela'lin`)
    r"|kaymi|kanmi"  # (Quechua's "this is", "is": `punkupa candadon kaymi …`)
    r"|c['’]est)(?=[ \t])"  # (French's "it's": `le code du cadenas du hangar, c'est 0189`)
)
# A lock, a key or a pointing hand drawn before the code: `gate lock (Tezpur camp) 🔒 …`.
_LOCK_SIGNS = r"[" + HANDS_AND_LOCKS + r"]\ufe0f?"
_LOCK_NEAR_RE = re.compile(_LOCK)
_LOCK_RE = re.compile(
    _LOCK
    # (what it locks and where, in as many as eight words: `candado del gabinete de morfina en
    # la barcaza: 0032`)
    # (a CJK comma may part them: `倉庫の南京錠、番号は 6064`)
    + r"(?:(?:[ \t]+|[、，])(?:"
    + _WORD
    # (a small number or a tag among them, `padlock on pontoon 2: 1126`, `valve cage V-3: 7222`,
    # `container 7 at Roseau: 5450`; and a comma after one, `padlock yut, container …`)
    # (an arrow after it as a colon: `safe in villa 5 → 3578`)
    + r"|\d{1,2}(?=[ \t]*(?:[:=]|"
    + ARROW
    + r"))|(?:\d{1,2}|[A-Z]{1,3}-?\d{1,2})(?=[ \t]+[^\W\d_]|[ \t]*[:=])"
    # (or a room's or an office's number of three or four digits after its word: `the safe in
    # room 214: 40821`)
    + r"|(?<=[^\W\d_][ \t])\d{3,4}(?=[ \t]*[:=]|[ \t]+[^\W\d_]))"
    + r",?){0,8}?"
    # (a JSON key's closing quote before its colon, the value quoted: `"cod_lacat": "1304"`)
    + r"(?:(?<=[^\W\d_])[\"'](?=[ \t]*:))?[ \t]*(?:[:=]|"
    + ARROW
    + r"|"
    + _LOCK_SIGNS
    + r"|(?<=[^\x00-\u2fff])[は是는은]"  # (after a word of CJK script: `キーパッドは 274436`)
    # (or a space after its number's word and particle, or after Korean's lock: `자물쇠 94431`,
    # `도어락 번호 69454`)
    + r"|(?:(?<=[番号ドばは는은번호쇠庫鍵])|(?<=suo))(?=[ \t]+\d)"
    + r"|(?<=[^\W\d_]['’]s)(?=[ \t]+\d)"  # (or "is" glued: `lock on the gear shed's 0884`)
    + r"|(?<=[ \t])"
    + _LOCK_IS
    + r")[ \t]*(?:"
    + _ENTER
    + r")?(?P<q>[\"'])?(?P<v>"
    + _VALUE
    + r")(?:(?![\w\-])(?:"
    + _CLAUSE_END
    + r"|(?=[ \t]+"
    + _NEXT
    + r"))|"
    + _GLUED_COPULA
    + r"|(?(q)(?P=q)(?=[ \t]*(?:[,}\]]|$))|(?!)))",
    re.MULTILINE,
)
# The code first: `4471 is the code for the side gate`, `1379 — PIN of the office alarm`.
_CODE_FIRST_RE = re.compile(
    r"(?<![\w\-])(?P<v>" + _VALUE + r")[ \t]+(?P<is>" + _IS + r")[ \t]+"
    r"(?P<b>(?:(?:"
    + _WORD
    + r")[ \t]+){0,3}?)"
    + _CODE_WORD
    + r"(?P<q>(?:[ \t]+(?:"
    + _WORD
    + r")){0,4}?)"
    + _CLAUSE_END,
    re.MULTILINE,
)
# What a code opens with: `the side gate opens with 4471`, `le portail s'ouvre avec le 4471`.
_OPENS = (
    r"(?i:(?<![^\W_])(?:(?:opens?|unlocks?|disarms?|öffnet|[ée]ffnen|ouvre|abre|apre|otwiera"
    r"|открывается|відкривається|açılır)(?:[ \t]+(?:sich|se|si))?[ \t]+(?:with|using|by|mit|avec"
    r"|con|com|z|кодом|ile)"
    r"|נפתח(?:ת|ים)?[ \t]+(?:עם|ב)"  # (Hebrew: `הכספת … נפתחת עם …`)
    # What a keypad or a lock takes: `the garage keypad takes 5770`, `das Schloss nimmt 4471`.
    r"|(?:keypad|key[ \t]+pad|lock|padlock|safe|alarm|lockbox|schloss|tastenfeld|cadenas|digicode"
    r"|candado|teclado|lucchetto|klawiatura|k[łl][óo]dka)(?:[ \t]+(?:on|of|at|for|in|by|am|an|de|du)"
    r"(?:[ \t]+[^\W\d_]+){1,3}?)?(?:[ \t]+(?:panel|pad|box|zentrale|centrale|central))?"
    r"(?:[ \t]*[:,\-–—])?[ \t]+(?:takes|accepts|wants|needs"
    r"|nimmt|akzeptiert|accepte|prend|acepta|usa|accetta|przyjmuje"
    # What a person is told to key in on it: `alarm panel: type 8906 and press DISARM`.
    r"|type|enter|key[ \t]+in|punch[ \t]+in|tippe|tippen|eingeben|tape[rz]?|saisir|escribe"
    r"|teclea|digita|digite|wpisz|inserisci|ingresa|introduce|voer[ \t]+in|skriv|ange)"
    r")[ \t]+(?:(?:the|code|PIN|der|dem|den|le|la|el|il|o|a)[ \t]+){0,2})"
)
_OPENS_WITH_RE = re.compile(
    _OPENS
    + r"(?P<v>"
    + _VALUE
    + r")(?![\w\-])(?:"
    + _CLAUSE_END
    + r"|(?=[ \t]+"
    + _NEXT
    + r")"
    # (or the key to press after it: `type 8906 and press DISARM`)
    + r"|(?=[ \t]+(?:(?:and|then|und|dann|et|puis|y|e|i|en)[ \t]+)?(?i:press|hit|push|drücke?n?"
    r"|appuye[rz]|appuie|pulsa|presiona|premi|naciśnij|druk)[ \t]))",
    re.MULTILINE,
)
_WORD_BEFORE_RE = re.compile(r"([^\s\d:=#,;.!?()]+)[ \t\-]*\Z")  # (`zip code`, `error-code`)
_WORD_RE = re.compile(r"[^\W\d_]+")
_LOCK_NEAR = 48  # (a lock named before its code word, in the same line: `safe in the …, code`)
_OTHER_SCRIPT_RE = re.compile(r"[^\x00-\u024f\s\d]")  # (a script other than Latin)
_SIGN_RE = re.compile(r"[:=→]")
# The code word of the languages that name what it opens first (Turkish, Lithuanian, Latvian,
# Estonian, Finnish, Basque, Hungarian, Icelandic): `kapı kodu`, `kasanın şifresi`, `vārtu kods`,
# `oven koodi`.
# The genitive's particle between what a code opens and the loanword "code", in the languages of
# South Asia written in Latin letters (`tala ko code`, `gate ka code`, `ghar da code`).
_GENITIVE_PARTICLES = frozenset(("ko", "ka", "ki", "ke", "kaa", "ro", "ra", "da", "di", "ko'"))
# "Tell no one" after a code's digits, in the languages of the corpora's writers: a code of
# nothing named is a secret when the speaker says so (`кодыр 395342, зыми умыгъэлъагъу`).
HUSH_RE = re.compile(
    r"[ \t]*[,;.!—–-]?[ \t]*(?i:(?:do\s*n['’]?t|never)\s+(?:tell|share|show)|tell\s+no(?:\s*one|body)"
    r"|keep\s+it\s+(?:secret|to\s+yourself)|никому|нікому|nikomu|niemandem|a\s+nadie|a\s+ningu[ée]m"
    r"|[àa]\s+personne|a\s+nessuno|kimseye|эч\s+кимге|ech\s+kimge|hech\s+kimga|ҳеч\s+кимга"
    r"|ба\s+ҳеҷ\s+кас|ешкімге|зыми|ntuzabwire|ntubwire|usimwambie|amo\s+akaj|jangan\s+(?:beritahu|kasih\s+tahu)"
    r"|huwag\s+(?:sabihin|ipagsabi)|σε\s+κανέναν|لا\s+(?:تقول|تقل|تعطي)\s+(?:لأحد|لحد)"
    r"|no\s+(?:se\s+)?(?:lo|la)\s+(?:digas|compartas|pases)|n[ãa]o\s+(?:conta|passa)|ne\s+le\s+dis"
    r"|nu-?l\s+spune|tumah\s+hrilh|älä\s+kerro"  # (Romanian's, Mizo's, Finnish's)
    r"|aravis\s+(?:utxra|utkhra|uthra|utqra)|არავის\s+უთხრა"  # (Georgian's)
    # (Egyptian chat's "don't tell anyone", `mat2olsh l7ad`; Sudanese Arabic's, `ما تكلم زول`)
    r"|be\s+kasi\s+nagu|به\s+کسی\s+نگو|mat2ol(?:ha)?(?:sh)?\s+l(?:a)?7ad|ما\s+(?:تكلم|تقول|تقولش)\s+(?:زول|لحد|حد))"
)
# Russian's prepositions before a code word's case (`по коду 7043`, "by the code"): no owner.
_PREPOSITIONS = frozenset(("по", "к", "ко", "в", "во", "на", "с", "со", "о", "об", "от", "до", "из", "за", "у", "при"))  # fmt: skip
# (and Uzbek's `eshik kodi`, Kyrgyz's `эшиктин коду`: "its code", the possessive's ending)
_GENITIVE_FIRST = frozenset((
    "kodu", "kodas", "kods", "kood", "koodi", "kodea", "kódja", "kodja", "şifresi", "sifresi",
    "kodi", "koodu", "kody",  # (and Kazakh's in Latin letters: `Aqsai qaqpasynyñ kody …`)
))  # fmt: skip


def said_to_be_a_code(words: str, value: str) -> bool:
    """Whether `4471 is the … code` says a code of something secret: none of its words names a
    code that is no secret (a port, an error, a year: `2024 is the year the code changed`)."""
    return not _NOT_SECRET_RE.search(words) and not YEAR_RE.fullmatch(value)


# A key that names a padlock or a keypad alone, at its end (`{"shed": {"padlock": "46763"}}`);
# not an alarm's or a safe's (`{"alarm": "0630"}` is a time, `{"safe": …}` a flag).
_LOCK_KEY_RE = re.compile(
    # (the code's word first in the Romance order: `cod_lacat`, `codigo_candado`)
    r"(?i:(?<![^\W\d_])(?:(?:cod|kod|c[óo]digo|codice)[ _\-](?:(?:d[eiu]l?|d[oa])[ _\-])?)?"
    r"(?:pad-?lock|key-?pad|lock-?box|key-?safe|combination|combo|cadenas"
    r"|candado|cadeado|lucchetto|vorh[äa]nge-?schloss|zahlenschloss|hangslot|k[łl][óo]dk[aię]"
    r"|catinazz[ui]|catenaccio|lucchettu|katnazz|cadenat|lac[aă]t(?:ul(?:ui)?)?"
    r"|gembok|λουκέτο|замок|南京錠|挂锁|密码锁|자물쇠|キーパッド|키패드)"
    r"(?:[ _\-]?(?:code|pin|kod|c[óo]digo|codice))?)\Z"  # (`cadenas_code`)
)
_LOCK_VALUE_RE = re.compile(_VALUE)


def lock_code(key: str, value: str) -> bool:
    """Whether ``value`` is the code of the padlock or the keypad that its key names."""
    return _LOCK_KEY_RE.search(key) is not None and _LOCK_VALUE_RE.fullmatch(value) is not None


_RE2_OPTIONS = re2.Options()
_RE2_OPTIONS.max_mem = 64 << 20
# The code words and verbs, lower-case and searched in the text lowered: a necessary condition,
# found about four times as fast as the case-insensitive patterns (`label_search`).
_TRIGGER_RE = re.compile(f"{_STRONG}|{_PLAIN}|{_OPENS}".replace("(?i:", "(?:"))
_TRIGGER_LOOK = re2.compile(loosened(_TRIGGER_RE.pattern), _RE2_OPTIONS)
# The lock words' stems, lower-case and bare: a cheap look before the lock's search.
_LOCK_TRIGGER_RE = re.compile(
    r"lock|safe|key|box|tresor|cadenas|coffre|candado|caja|cofre|cadeado|lucchett|cassaforte|suo"
    r"|catinazz|catenacc|katnazz|kaxxaforti|cadenat|cascia|kutij"
    r"|schloss|slot|kluis|l[åa]s|sk[åa]p|skab|lukko|kaappi|k[łl][óo]dka|sejf|z[áa]mek|trezor|lak|lac[aă]t"
    r"|kilit|kasa|kufuli|gembok|andad|khóa|kufl|قفل|strongbox|larm|h[äa]lytin|сигнализация|συναγερμός|замок|замк|сейф|λουκέτο|χρηματοκιβώτιο|南京錠|金庫|キーパッド|テンキー|挂锁|保险箱|密码锁|자물쇠|금고|키패드"
    r"|도어락|鐵鎖|铁锁|門鎖|门锁|密碼鎖|ドア|鍵"
)
# A padlock's word and its code alone on the line, no sign between (`kandaduqa 61693`,
# `candado 1427`): a padlock has nothing else of four digits or more (a locker, a box or a safe
# has its own number).
_BARE_LOCK_RE = re.compile(
    r"(?im:(?<![^\W\d_])(?:pad-?lock|(?:no)?[ck]andad[ou](?:"
    + ANDEAN_ENDING
    + r")?|cadenas|cadeado"
    r"|lucchetto|gembok|kufuli|k[łl][óo]dka|hangslot|vorh[äa]nge-?schloss|zahlenschloss"
    # (Russian's combination lock and where it is: `кодовый замок на складе 67724`)
    r"|кодов(?:ый|ого|ом)[ \t]+зам(?:ок|ка|ке|ку|ком))"
    # (what it locks after it, in a word or two: `candado del pozo 9058`, `padlock on the shed …`,
    # `кодовый замок на складе 67724`)
    r"(?:[ \t]+(?i:del?|of|on|for|do|da|della|du|dla|na|на|в|у|от)(?:[ \t]+(?i:the|la|el|o|a|il))?"
    r"[ \t]+[^\W\d_]{2,16}"
    # (a Slavic genitive after it, whose: `кодовый замок на складе муки 45523`)
    r"(?:[ \t]+[а-яёіїє]{1,14}(?:а|я|и|ы|у|ов|ей|ого|ої))?){0,2}"
    # (its number's word between, the Andes' endings glued on: `candadopaj numeronqa 6312 kan`)
    r"(?:[ \t]+(?:n[uú]mero|yupay)(?:" + ANDEAN_ENDING + r")?)?"
    r"[ \t]+(?P<v>\d{4,8})(?:" + CLOSING_PARTICLES + r")?[ \t]*$)"  # (`ñuka candado 6409 mi`)
)
_LOCK_SIGN_RE = re.compile(
    r"(?:[:=]|" + ARROW + r"|" + _LOCK_SIGNS + r")[ \t]*(?:[^\W\d_]+[ \t]+){0,3}[\"']?[A-Z]?\d"
    r"|[ \t]" + _LOCK_IS + r"[ \t]+[A-Z]?\d"  # (`… is 239127`: the digits straight after)
    r"|[は是는은][ \t]*\d|(?:[番号ドば번호쇠庫鍵]|suo)[ \t]+\d|['’]s[ \t]+\d"
)  # (what a lock's code needs before it)

# (RE2 finds where each could start, Python reads it there: `first_look.Starts`)
_OPENS_WITH = Starts(_OPENS_WITH_RE)
_PIN_FINDERS = (Starts(_PIN_CODE_RE), Starts(_CODE_FIRST_RE))
_LOCK_FINDER = Starts(_LOCK_RE)


def _pin_codes(text: str) -> Iterator[Span]:
    lowered = text.lower()
    if _LOCK_TRIGGER_RE.search(lowered):
        for m in _BARE_LOCK_RE.finditer(text):
            if not YEAR_RE.fullmatch(m.group("v")):
                yield m.start("v"), m.end("v"), "password_assignment"
    if _LOCK_SIGN_RE.search(text) and _LOCK_TRIGGER_RE.search(lowered):
        for m in _LOCK_FINDER.finditer(text):
            said = _SIGN_RE.split(text[m.start() : m.start("v")], maxsplit=1)[0].lower()
            if measured(_WORD_RE.findall(said)):
                continue  # (`padlock price: 120`: the lock's, not its code)
            if not YEAR_RE.fullmatch(m.group("v")):
                yield m.start("v"), m.end("v"), "password_assignment"
    if (text.isascii() and _TRIGGER_LOOK.search(lowered) is None) or (
        _TRIGGER_RE.search(lowered) is None
    ):
        return  # (RE2 first on ASCII text: a looser look, several times as fast)
    for m in _OPENS_WITH.finditer(text):
        if not YEAR_RE.fullmatch(m.group("v")):
            yield m.start("v"), m.end("v"), "password_assignment"
    for finder in _PIN_FINDERS:
        for m in finder.finditer(text):
            if _is_pin(text, m):
                yield m.start("v"), m.end("v"), "password_assignment"


_PLAIN_WORDS = 5  # (the most words between a plain code word and its value)
# What the code opens, said after it and its comma: "for the door" (`code 01765, for the door`,
# `код 01765, для двери`), or a Turkic door and "for" after it (`kodi 01765, eshik uchun`).
_FOR_DOOR_AFTER_RE = re.compile(
    r"[ \t]*[,\-–—]?[ \t]*(?i:(?:for|para|pour|per|f[üu]r|zum|zur|для|от)[ \t]+"
    r"(?:[^\W\d_]{1,12}[ \t]+){0,2}?"
    + OPENS_RE.pattern
    + r"|(?:eshik|esik|эшик|есік|kapı|qapı)[^\W\d_]{0,6}[ \t]+(?:uchun|üçün|үчүн|үшін|için|ushin))"
    r"(?![^\W\d_])"
)


# India's postal code is its "PIN code" (six digits, the first a region's, 1 to 8), written so in
# its own scripts: `पिन कोड 194101 है`, `لیہ کا پن کوڈ 194101 ہے`.
_INDIA_POSTCODE_RE = re.compile(INDIA_POSTAL_PIN + r"[ \t:]*\Z")


def _is_pin(text: str, m: re.Match[str]) -> bool:
    start = m.start("v")
    if POSTAL_PIN_DIGITS_RE.fullmatch(m.group("v")) and _INDIA_POSTCODE_RE.search(
        text, max(0, start - 16), start
    ):
        return False  # (a place's postal code)
    purpose = m.re is _PIN_CODE_RE and m.group("purpose") is not None
    if m.re is _PIN_CODE_RE and m.group("end") is None and m.group("next") is None and not purpose:
        return False  # `PIN for 4471 accounts`: the clause goes on with something else
    if m.re is _PIN_CODE_RE and m.group("next") is not None and m.group("is") is None:
        return False  # (what to do next, after a code that "is" or a colon named)
    if (
        m.re is _PIN_CODE_RE
        and m.group("strong") is None
        and len(m.group("q").split()) > _PLAIN_WORDS
        and OPENS_RE.search(m.group("q")) is None
    ):
        # (six words or more before the colon: only after a PIN's own word, or where they name
        # what it opens: `code van het hek bij Lac Bay: 0566`)
        return False
    words = (m.groupdict().get("b") or "") + " " + m.group("q")
    before = _WORD_BEFORE_RE.search(text, max(0, m.start() - 24), m.start())
    owner = None  # (what the code opens, before a genitive's particle: `tala ko code`)
    if before is not None and m.re is _PIN_CODE_RE:
        words = before.group(1) + " " + words
        if before.group(1).lower() in _GENITIVE_PARTICLES:
            owner = _WORD_BEFORE_RE.search(text, max(0, before.start() - 24), before.start())
            words = ("" if owner is None else owner.group(1)) + " " + words
    if m.group("plain") is not None:
        if _NOT_SECRET_RE.search(words):
            return False  # `error code 4471`, `zip code for the office is 94105`
        said = _WORD_RE.findall(m.group("q") + " " + (m.groupdict().get("b") or ""))
        # (`दरवाजे का कोड`, `门禁密码`, `kapı kodu`, `ukse kood`, `durų kodas`: what it opens
        # comes first, in the languages that put the genitive first)
        plain = m.group("plain")
        if before is not None and (
            not plain.isascii()
            or plain.lower() in _GENITIVE_FIRST
            or _QUECHUA_CODE_RE.fullmatch(plain) is not None  # (`punkupa codigon …`)
            or _OTHER_SCRIPT_RE.search(before.group(1))  # (`སྒོ་ལྕགས་ཀྱི་ code`: a loan)
        ):
            said.append(before.group(1))
        elif owner is not None:  # (Hindi's, Nepali's or Punjabi's in Latin letters)
            said.append(owner.group(1))
        line = text.rfind("\n", 0, m.start()) + 1
        near = max(line, m.start() - _LOCK_NEAR)
        if _LOCK_NEAR_RE.search(text, near, m.start()) or OPENS_RE.search(text, near, m.start()):
            said.append("lock")  # (`drug safe in the clinic, code 3389`: the lock's code; a
            # door's or a gate's, `portón del encierro …: código 80452`)
        if purpose or _FOR_DOOR_AFTER_RE.match(text, m.end("v")):
            said.append("entry")  # (what it opens said after it: `… para entrar al banco`)
        if all(w.lower() in PROSE_WORDS | _PREPOSITIONS for w in said) and not HUSH_RE.match(
            text, m.end("v")
        ):
            return False  # `code 4471`, `the code is 4471`: a code of what? (unless "tell no one")
    # `code du travail 2024`, `PIN for 2024`: a year, unless something says it is the code.
    return not (
        YEAR_RE.fullmatch(m.group("v")) and (m.group("is") is None or m.re is _CODE_FIRST_RE)
    )


# A SIM card's PIN as a modem is given it (`AT+CPIN="5562"`, `AT+CPIN=1234`) or changed
# (`AT+CPWD="SC","1234","5678"`), and a lock of the SIM by its PIN (`AT+CLCK="SC",1,"1234"`).
_MODEM_PIN_RE = re.compile(
    r"(?:(?i:AT\+CPIN2?=|AT\+CPWD=\"(?:SC|P2)\",|AT\+CLCK=\"SC\",[0-2],)"
    # (or a tool's variable that gives it, its name glued to PIN: comgt's `COMGTPIN=9515`)
    r"|(?<![\w])(?!GPIO|LED)[A-Z]{2,12}PIN=)\"?(?P<v>\d{4,8})\"?(?!\d)"
    r"(?:,\"(?P<w>\d{4,8})\")?"
)


def _modem_pins(text: str) -> Iterator[Span]:
    for m in _MODEM_PIN_RE.finditer(text):
        for group in ("v", "w"):
            if m.group(group) is not None:
                yield m.start(group), m.end(group), "password_assignment"


FAMILIES = (
    Family(
        "modem_pin",
        re.compile(r"(?i:AT\+C(?:PIN|PWD|LCK))|[A-Z]PIN="),
        _modem_pins,
        needs_digit=True,
    ),
    Family(
        "pin_code",
        # (a simple trigger: a code word, or what a code opens with)
        re.compile(re.sub(r"\(\?P<\w+>", "(?:", _CODE_WORD) + "|" + _OPENS + "|" + _LOCK),
        _pin_codes,
        needs_digit=True,
        hint=re.compile(r"\d{3}|\d[\-. ]\d[\-. ]\d|\d\d[\-. ]\d\d"),  # (`_VALUE`'s shapes)
    ),
)
