# ruff: noqa: RUF001  (labels in other scripts are what this file is about)
"""The words that name a secret, by kind, and the words that say a value is prose.

Part of the scrubber (`memories.redaction`); pure. A label is read in any of the languages people
paste credentials in, spelled with digits and symbols (`p@ssw0rd`, `s3cr3t`), in quotes or
markup; its kind decides which values it makes secret:

- ``password``: a password, passphrase or PIN-like code, a multi-word passphrase included;
- ``key``: an API key, token or secret, typically a long hex, base64 or random run;
- ``pin``: a PIN, passcode or door/alarm code, typically digits.
"""

from __future__ import annotations

import re
from functools import lru_cache

from memories.redaction.label_words import (
    ANDEAN_ENDING,
    ASCII_KEY_WORDS,
    ASCII_PIN_WORDS,
    ASCII_WORDS,
    OTHER_LATIN_WORDS,
    OTHER_SCRIPT_KEY_WORDS,
    OTHER_SCRIPT_WORDS,
    ROMANCE_WORDS,
    alternation,
)

__all__ = [
    "CALL_WORD_RE",
    "INDIA_POSTAL_PIN",
    "KEY_INDEX",
    "KEY_LABEL_ASCII_RE",
    "KEY_LABEL_RE",
    "PASSWORD_LABEL",
    "PASSWORD_LABEL_RE",
    "PASSWORD_MANAGERS",
    "PIN_LABEL_RE",
    "POSTAL_PIN_DIGITS_RE",
    "PRODUCT_CODE_BEFORE_RE",
    "PROSE_WORDS",
    "label_kind",
    "names_a_secret",
    "place_postcode",
    "words",
]

# The password managers people name their secrets by (`KeePass master: …`, `frase do Bitwarden`).
PASSWORD_MANAGERS = r"keepass(?:xc)?|bitwarden|1password|lastpass|keeper|enpass"
_LEET = {"a": "a@4", "e": "e3", "i": "i1!", "o": "o0", "s": "s$5", "t": "t7"}


def _leet(word: str) -> str:
    """`password` → `p[a@4][s$5][s$5]w[o0]rd`: the spellings that swap a letter for a lookalike."""
    return "".join(f"[{re.escape(_LEET[c])}]" if c in _LEET else re.escape(c) for c in word)


_SEP = r"[ _\-.]?"
# Password labels, English (also leet-spelled) and the languages people paste credentials in.
_PASSWORD = (
    _leet("pass")
    + r"(?:"
    + _SEP
    + r"(?:"
    + _leet("word")
    + r"s?|wd|"
    + _leet("phrase")
    + r"|wort)|[ _\-]?(?:wi[ _\-]?fi|wlan))"  # (`pass wifi`: before `pass` alone, a verb too)
    r"(?:-(?:nya|ku|mu|ga|it|at)(?![A-Za-z]))?"  # (Kalaallisut's too: `password-ga`, "my password")
    r"|pwd|pswd|(?<![A-Za-z])(?:pw|p/w|mdp)(?![A-Za-z])"
    # (the wifi's code, French's and English's: `le code wifi de …`, `code du wifi`, `wifi code`)
    r"|(?<![A-Za-z])(?:code[ _\-](?:du[ _\-]|de[ _\-])?wi[ _\-]?fi|wi[ _\-]?fi[ _\-]code)(?![A-Za-z])"
    r"(?![ \t]+of[ \t]+(?:conduct|practice))"  # (`wifi code of conduct`: a set of rules)
    r"|(?<![A-Za-z])" + _leet("pass") + r"(?![A-Za-z])"
    r"|(?<![A-Za-z])"
    + alternation(ROMANCE_WORDS)  # (`label_words`; before `parola` alone)
    + r"|[kg]ennwort|contrase[ñn]a(?:yqa|qa|xa|ka|ji|n)?|clave(?:"
    + ANDEAN_ENDING
    + r")?|clavi(?:"  # (its last vowel raised before an ending: `clavinchik`)
    + ANDEAN_ENDING
    + r")|"
    # (Latin American chat's short `la contra`, after its article or a possessive, or alone as
    # `label_kind` reads it; not "the downside is that": `la contra es que …`)
    r"(?:(?<=(?<![A-Za-z])(?:la|mi|tu|su) )|^)contra(?![A-Za-z])(?![ \t]+(?:es|era|fue)[ \t]+que(?![A-Za-z]))|mot[ _\-]de[ _\-]pass[ae]|senha|parola(?:[ _\-]d['’ ]?ordine)?"
    r"|wach?t?woord(?:zin(?:nen)?)?|l[öo]sen(?:ord(?:et)?|fras(?:en)?)|salasana(?:ni|si|mme|nne|nsa)?"
    r"|l[öo]sen(?=[ \t]*[:=]|$)"  # (Swedish's short word, before a colon: `lösen: …`)
    r"|has[łl]o|adgangs(?:koden?|frasen?)"
    r"|passord(?:et|frasen?|i)?|passwordet|heslo|passwor[dt]-?(?:nya|ku|mu|iga)"  # (possessive endings: `passwordnya`, Inuktitut's `passwordiga`)
    # Typed in a hurry, a letter dropped: `pasword`, `passwrd`, `psswd`, `paswd`; and the word as
    # creoles and pidgins spell it, by its shape (`paswot`, `pasvord`, `paswud`), a vowel or two
    # of an ending after it (`paaswordi`, `paaswordee`); Mauritian Creole's `paswor`, Scots'
    # `passwird`, Plautdietsch's `Passwuat`, Australian Kriol's `paswed`; Arabic chat's `basword`,
    # its p a b, its vowels long or as heard (`baasward`); Quechua's, a vowel between `pas` and
    # `word`, an ending glued on (`pasawordqa`).
    r"|(?<![A-Za-z])pa?s?sw(?:o?rd|d)(?![A-Za-z])|(?<![A-Za-z])ba{1,2}s{1,2}w[oea]?r[dt](?![A-Za-z])"
    r"|(?<![A-Za-z])pa{1,2}s{1,2}a?[wv](?:o{1,2}|u|ou|ua|i|e|a)(?:r?[dt][aeiou]{0,2}|r)(?:(?<=d)"
    + ANDEAN_ENDING
    + r")?(?![A-Za-z])"
    # Redis's own keys for its password; Indonesian `sandi` (Minangkabau's `sandinyo`), Swahili
    # `nywila`, `neno la siri`.
    # A service's name glued before it in code (Moodle's `$CFG->dbpass`, `smtppass`).
    r"|(?<![A-Za-z])(?:db|sql|mysql|pg|smtp|mail|ftp|sftp|ldap|redis|admin|root|vnc|rpc|proxy)"
    r"pass(?:wd)?(?![A-Za-z])"
    # (and its clients' variable for it, `REDISCLI_AUTH`)
    r"|requirepass|masterauth|(?<![A-Za-z])(?:rediscli|valkeycli)_auth(?![A-Za-z])|(?<![A-Za-z])sandi(?:-?(?:nya|nyo|ku|mu))?(?![A-Za-z])"
    r"|(?<![A-Za-z])(?:redis|valkey|sentinel)_auth(?![A-Za-z])"  # (`REDIS_AUTH=…`)
    r"|nywila|neno[ _]la[ _]siri|(?<![A-Za-z])ww(?=[ \t]*:)"  # (Dutch `ww:`)
    # Short forms before a colon: Vietnamese `MK:` (mật khẩu), `passw:`, keepalived's `auth_pass`.
    r"|(?<![A-Za-z])(?:mk|passw)(?=[ \t]*[:=])|(?<![A-Za-z])auth_pass(?![A-Za-z])"
    # (or `mk` after the login's comma or slash, its value with a digit: `…, mk MUMU+7292`)
    r"|(?:(?<=,[ \t])|(?<=/[ \t])|(?<=[,/]))mk(?=[ \t]+[^\s]*\d)"
    r"|jel(?:sz(?:[óo](?:t|nak)?|av(?:am|ad|a|unk|atok|uk)|[åa]v[åa])|mondat)|has[łl](?:a|em)|hesl(?:a|em)"
    r"|parol[ăa]|parola(?:m[ıi]z[ıi]?|n[ıi]z[ıi]?|m[ıi]?|n[ıi]?|s[ıi](?:n[ıi])?|y[ıi])"
    # Turkish, its possessive, object and genitive endings: `şifremi`, `şifresini`, `şifreyi`,
    # `şifrenin`.
    # (and the Balkans' Rumelian dialects' rounded endings: `şifremuz`, `şifrenuz`)
    r"|[şs]ifre(?:m(?:[iu]z)?i?|n(?:[iu]z)?i?|si(?:ni)?|yi|leri?|nin|sinin)?|şifra|shifr[ae]n?"  # (and Albanian's, `shifra e wifit`)
    # (Indonesian's and Malay's with a possessive glued on, Balinese's and Sasak's `-ne` too,
    # Minangkabau's `-nyo`)
    r"|mật[ _]khẩu|kata[ _]?(?:sandi|laluan)(?:nya|nyo|ku|mu|ne)?|lozinka|geslo|parool(?:ifraas)?|paroul"
    r"|parole|slapta(?:[žz]odis|fraz[ėe])|lykilorð(?:ið)?|contrasenya|contrasinal|clau(?:[ _\-]d['’]acc[ée]s)?|pasahitza|(?:c|ch|g|ngh)yfrin(?:air|ymadrodd)|wagwoord|nenosiri|fjal[ëe]kalim(?:i|in)?|pasvorto|pasfhocal|passwoert"
    r"|c[óo]digo[ _\-]secreto|code[ _\-]secret|geheimcode|codice[ _\-]segreto"
    # Luxembourgish, Uzbek, Zulu and Xhosa, Hausa, Malagasy, Somali, Maori.
    r"|passwuert|(?<![A-Za-z])parol(?:im|um|ing|ingiz|u)?(?![A-Za-z])|iphasiwedi|(?:kalmar|jimlar)[ _]sirri|tenimiafina"
    r"|(?:furaha|erayga)[ _]sirt[au]|kupuhipa"
    r"|(?<![A-Za-z])bibeon(?![A-Za-z])"  # (Korean's short `비번` in Latin letters)
    # (Hawaiian's "secret word", `'ōlelo hūnā`: its 'okina (U+02BB) and macrons may be left out)
    r"|['ʻ‘’]?[oō]lelo[ _]h[uū]n[aā]"
    # Mandarin's word in pinyin (`mima`, `mìmǎ`: 密码, as Taiwan's languages borrow it), Malay's
    # passphrase (`frasa laluan`).
    r"|(?<![A-Za-z])m[iì]m[aǎ]{1,2}(?![A-Za-z])|frasa[ _]laluan"
    r"|(?<![A-Za-z])k[oǒ]u[ _\-]?l[iì]ng(?![A-Za-z])"  # (and its `kouling`, 口令, "watchword")
    # A wireless network's key is its password.
    r"|wpa[23]?(?:[ _\-]?(?:psk|key|passphrase|pass))?|psk|pre[ _\-]?shared[ _\-]?key"
    r"|network[ _\-](?:security[ _\-])?key|(?:wi[ _\-]?fi|wlan)[ _\-]?(?:key|schl[üu]ssel|pass)"
    r"|(?:cl[ée]|clave|chiave|klucz|chave)[ _\-](?:(?:du|de|del|della|da|do)[ _\-])?"
    r"(?:wi[ _\-]?fi|wpa2?|r[ée]seau|red|rete|sieci|rede)"
    # Phrases that unlock something: a passphrase by another name.
    r"|(?:recovery|seed|unseal|unlock|secret|master|mnemonic|backup|wallet|vault|access|login)"
    + _SEP
    + r"(?:phrase|words|sentence)|mnemonic|diceware"
    r"|fehezan[ _\-]?teny[ _\-]miafina"  # (Malagasy's "secret sentence")
    r"|heslov[áa][ _]fr[áa]z[eiy]?"  # (Czech's "password phrase")
    r"|(?:maxfiy|yashirin)[ _]ibora|(?:махфий|яширин)[ _]ибора"  # (Uzbek's "secret phrase")
    r"|a[çc]ar[ _]s[öo]zlem(?:i)?"  # (Turkmen's "key sentence": `açar sözlem: …`)
    # "Passphrase" by its stems in any language: a stem of "pass" or "parole" joined to one of
    # "phrase" or "sentence" (`pasfrazo`, `pasaesaldia`, `Passwortsatz`, `paroles frāze`, Kriol's
    # `pasfreis`).
    r"|(?<![A-Za-z])pa(?:s{1,2}(?:wor[dt]|[aeiou])?|ro[lľļ]{1,2}[aeiou]?s?)[ _\-]?"
    r"(?:fr(?:[aeáāâ]|[ae]i)[sz]|phras|esaldi|satz|s[æa]tning|lause|mondat|kalimat|c[üu]mle)"
    r"[a-z]{0,4}(?![A-Za-z])"
    # A password manager's master password by the manager's name: `KeePass master: …`.
    r"|(?:" + PASSWORD_MANAGERS + r"|vault)[ _\-]master"
    # An encrypted container's or disk's passphrase by its name: `VeraCrypt container: …`.
    r"|(?:veracrypt|truecrypt|luks|bitlocker|cryptomator)[ _\-](?:container|volume|vault|disk|drive)"
    # A passphrase in Romance languages: `frase de acceso`, `frase segreta`, `phrase secrète`.
    r"|fras[ae][ _\-](?:de[ _\-](?:acceso|acesso|paso|pas(?![a-z])|contrase[ñn]a|senha)|secreta|segreta"
    r"|sekret[ao]"  # (Papiamento's: `e frase sekreto di e vault ta …`)
    r"|maestra|mestra"  # (a password manager's master phrase: `frase maestra de Bitwarden: …`)
    r"|d['’]accesso|semilla|semente"
    # (a vault's or a safe's phrase: `la frase de la bóveda es …`, `frase do cofre`)
    r"|d[eo][ _\-](?:la[ _\-])?(?:b[óo]veda|cofre|caja[ _\-]fuerte)(?![a-z])"
    # (or a password manager's: `la frase de KeePass es …`, `frase do Bitwarden`)
    r"|d[eo][ _\-](?:" + PASSWORD_MANAGERS + r")(?![a-z]))"
    r"|phrase[ _\-](?:de[ _\-]passe|secr[eè]te)"
    # The secret phrase of Albanian and Greek, Macedonian's phrase for the backup.
    r"|fraz[ae][ _\-]sekrete|μυστικ[ήη][ _\-]φράσ[ηε]|фраз[аи](?:та)?[ _\-]за[ _\-]бекап[а-яѓќѕјљњџ]*"
    # The word of more languages, as data (`label_words`).
    r"|(?<![A-Za-z])" + alternation(ASCII_WORDS)
)
# Labels written in other scripts only: never in ASCII text, so the search of ASCII text
# (`assign`) leaves them out (each alternative costs at every character).
_PASSWORD_OTHER_SCRIPTS = (
    r"пароль[ \-]фраз[аиуы]|парольн(?:ая|ой|ую)[ \t]+фраз[аеуы]"  # (`парольная фраза`)
    r"|пасфраза[иу]?|пароль|парол[а-яёӧӱӓӹӗӑ]{0,4}|лозинка|κωδικός? πρόσβασης|κωδικός|κουδικός?|κουδ['’]κός|συνθηματικό|パスワード|暗証番号|密码短语|密碼短語|口令短语|通關密語|通关密语|密码|密碼|口令|비밀번호|패스프레이즈|암호[ ]?문구|암호|비번"
    r"|ה?סיסמ[האת]|पासवर्ड|كلمة (?:المرور|السر)|رمز (?:عبور|ورود)|(?:ال)?(?:عبار[ةه]|جمل[ةه]) (?:ال)?(?:مرور|سر(?:ي[ةه])?)|(?:ال)?كلم[ةه] (?:ال)?سري[ةه]|عبارت عبور|(?:ال)?(?:رقم|رمز|كود) (?:ال)?سري(?:ة)?"
    # The word as creoles and pidgins spell it with an open o (`paswɔd`, `pasɔwɔd`).
    r"|pa{1,2}s{1,2}[ɔo]?[wv][ɔòóôö]{1,2}r?[dt]|รหัสผ่าน(?:ใหม่)?|🔑|🔐|🗝"
    # Short forms: Japanese `パス` (not `パスポート`), Korean `비번`, Chinese `口令` above.
    r"|パス(?![\u30a0-\u30ff])|비번|პაროლის[ \t]+ფრაზა"
    r"|საიდუმლო[ \t]+ფრაზა"  # (Georgian's "secret phrase")
    # (Korean's "secret phrase", `비밀 문구: …`; Russian's "key phrase" only for what is encrypted,
    # `ключевая фраза для бэкапа: …`: alone it is a search's or a text's keyword)
    r"|비밀[ \t]?문구|ключев(?:ая|ой|ую)[ \t]+фраз[аеуы][ \t]+(?:для|от|к)[ \t]+(?:бэкап|бекап"
    r"|резерв|кошел|диск|архив|шифр|хранилищ|сейф|restic|borg|veracrypt|bitlocker|luks|vault"
    r"|wallet|backup)[а-яёa-z]{0,6}"
    r"|პაროლი?|գաղտնաբառը?|құпия сөз|پاسورد|گذرواژه|کلمه عبور|پاس[ \t]?ورڈ|پاس[ \t]?فریز"
    r"|(?:ال)?باسو{1,2}رد"  # (the loan in Arabic letters: `الباسوورد`)
    # More languages' own words: Tamil, Urdu, Bengali, Telugu, Sinhala, Khmer, Lao, Burmese,
    # Mongolian, Kyrgyz, Azerbaijani and Amharic.
    r"|கடவுச்சொல[஀-௿]*|پاس ?ورڈ|پاسورڈ|পাসওয়ার্ড|পাসওয়ার্ড|పాస్‌?వర్డ[ఀ-౿]*|මුරපදය|ពាក្យសម្ងាត់|ລະຫັດຜ່ານ"
    r"|စကားဝှက်|нууц үг|сырсөз|şifrə|የይለፍ[ _]ቃል"
    # (Mongolian's word in Latin letters, as its dialects and the classical script say it:
    # `nuuts üg`, `nuuca üge`, `niγuča üge`)  # noqa: RUF003
    r"|(?<![a-z])(?:nuuts|nuuc|nuuca|niγuča|niguca|nighucha)[ \t]+[üu]ge?(?![a-z])"
    r"|нюу[сһ]а[ \t]+үг(?:э|ын)?(?![а-яёөүһ])"  # (Buryat's, `нюуса үгэ`, `нюуһа үгын`)
    # Gujarati, Punjabi, Kannada, Malayalam, Odia, Marathi and Hindi's own words, Tajik, Tatar,
    # Pashto, Kurdish, Faroese, Turkmen, Yoruba.
    r"|પાસવર્ડ|ਪਾਸਵਰਡ|ಪಾಸ್‌?ವರ್ಡ[ಀ-೿]*|പാസ്‌?വേഡ[ഀ-ൿ]*|ପାସୱାର୍ଡ|संकेतशब्द|कूटशब्द"
    r"|(?<![\u0600-\u06ff])ئىم(?![\u0600-\u06ff])|гузарвожа|серсүз(?:[ \-]җөмлә)?|پټنوم|şîfre|loyniorð|açar ?söz|ọ̀?rọ̀?[ ]?aṣínà"
    r"|" + alternation(OTHER_SCRIPT_WORDS) + r"|" + "|".join(OTHER_LATIN_WORDS.values())
)
# (what must follow the bare word: the label's kind is read without it, `label_kind`)
_COMBINATION_AHEAD = (  # (a few words may say whose: `Kombination vom Fahrradschloss: …`)
    r"(?=(?:[ \t]+[^\s\d:=]{1,20}){0,3}?[ \t]*[:=]?[ \t]*\d{1,2}(?:-\d{1,2}){2,3}(?![\d\-]))"
)
_PIN = (
    r"(?<![A-Za-z])"
    + _leet("pin")
    + r"(?:"
    + _SEP
    + r"(?:code|number|no|nummer|nr|kod|código|codice|код)|[码碼])?"  # (Chinese's `PIN码`)
    r"(?![A-Za-z])|пин(?:[ _\-]?код)?(?![а-яё])"
    r"|(?<![A-Za-z])pin(?:ul|ului)(?![A-Za-z])"  # (Romanian's, its article glued: `pinul cardului`)
    # (Quechua's possessive and topic glued on: `tarjetapa PINnin …`, "the card's PIN"; never
    # Spanish's `pinta`)
    r"|(?<![A-Za-z])pin(?:ni(?:n|yki|y)(?:qa|mi|ta)?|qa|xa|mi)(?![A-Za-z])"
    r"|passcode|pincode|(?<![A-Za-z])puk[12]?(?:[ _\-]?code)?(?![A-Za-z])"  # (a SIM's PUK)
    r"|번호키"  # (Korean's digital door lock, "number key": `뒷문 번호키 …`)
    # A list of 2FA backup codes by its key (`2fa_backup`), before `2fa` alone is read.
    r"|(?<![A-Za-z])(?:2fa|mfa|otp|totp)[ _\-](?:backup|recovery)(?:[ _\-]?codes?)?(?![A-Za-z])"
    r"|(?:lockbox|keybox|padlock|locker|bike[ _\-]?lock)[ _\-]?comb(?:o|ination)"
    # A one-time or 2FA code is short-lived, and a secret while it lives.
    r"|(?<![A-Za-z])(?:t?otp|2fa|mfa|tfa)(?:" + _SEP + r"(?:code|pin|token))?(?![A-Za-z])"
    r"|(?:verification|one[ _\-]?time|sms|login)" + _SEP + r"code(?![A-Za-z])"
    r"|(?:door|alarm|gate|garage|safe|key[ _\-]?(?:pad|box|safe)|padlock|lockbox|locker|cabinet|lock"
    r"|entry|building|cupboard|intercom|buzzer|doorbell|gatehouse"  # (`intercom_code`)
    r"|unlock|security|access|t[üu]r|tor|haust[üu]r|garagen|tresor|haus|eingangs|deur|poort)"
    r"(?:[ _\-]?(?:disarm|arming|arm|entry|access|unlock|pin))?" + _SEP + r"code(?![A-Za-z])"
    # A keypad or a door's code by its own name, in other languages: `garage keypad → 23379`,
    # `digicode B4852`, `Türcode: 2510`, `kod do drzwi`, `código del portal`, `portkod`.
    r"|(?<![A-Za-z])key[ _\-]?(?:pad|box|safe)(?![A-Za-z])|lockbox|digicode"
    # (a code lock's own name: Norwegian's and Danish's `kodelås`, Swedish's `kodlås`, German's
    # `Zahlenschloss`, Dutch's `cijferslot`, Finnish's `koodilukko`)
    r"|(?<![A-Za-z])(?:kodel[åa]s(?:en)?|kodl[åa]s(?:et)?|zahlenschloss|cijferslot|koodilukko)"
    r"|(?:lock|safe|padlock|locker)[ _\-]?comb(?:o|ination)"
    # The word for a lock's combination in any of its languages, its value shaped like one:
    # `combination 96-08-69`, `Kombination: 12-30-5`, `combinaison 04-22-17`.
    r"|(?<![A-Za-z])(?:comb(?:o|ination)|kombination|combinaison|combinaci[óo]n|combinazione"
    r"|combina[çc][ãa]o|kombinasjon|kombinatie|kombinace|kombinacja|yhdistelm[äa])"
    + _COMBINATION_AHEAD
    + r"|comb(?:o|ination)[ _\-](?:to|for|of)[ _\-](?:the|my|our)[ _\-](?:bike[ _\-]?)?(?:safe|lock|padlock|locker|gate)"
    r"|c[óo]d(?:e[ _\-](?:de[ _\-]la[ _\-]porte|d['’](?:entr[ée]e|acc[èe]s)|porte|portail|immeuble|alarme)"
    r"|ice[ _\-]d(?:el|ella|i)[ _\-](?:portone|cancello|porta|allarme)"
    r"|igo[ _\-]d[eo]l?[ _\-](?:portal|puerta|port[ãa]o|alarme?|porta))"
    # The Romance "code of the door, gate, alarm" from the family's stems (Venetian `codese del
    # porton`, Catalan `codi de la porta`, Romanian `codul portii`).
    r"|c[oòó]d(?:ic[ei]|igo|i|ese|ul|ighe)[ _\-](?:(?:d[aeiou]l{0,2}[aeo]?|de[ _\-]la)[ _\-]|d['’][ ]?)?"
    r"(?:port(?:a|e|al|ail|ão|ao|on|one|ón|ii|ello)|puert[ao]|cancel{1,2}[aeio]?|allarm[ei]?"
    r"|alarm[aeu]?)(?![a-z])"
    # (or what it opens first, as a key's parent names it: `{"cancello": {"codice": …}}`)
    r"|(?<![a-z])(?:port(?:a|e|al|ail|on|one|ón)|puert[ao]|cancel{1,2}[aeio]?|allarm[ei]?)"
    r"[ _\-]c[oòó]d(?:ic[ei]|igo|i|ese)(?![a-z])"
    r"|kod[ _\-](?:do[ _\-](?:drzwi|bramy|domofonu)|alarmu|bramy|domofonu)"
    r"|(?:port|d[öo]rr|larm|grind)kod(?:en)?|ovikoodi|schl[üu]ssel(?:tresor|safe|box|kasten)"
    r"|" + alternation(ASCII_PIN_WORDS)  # (`label_words`)
)
_KEY = (
    r"(?:api|access|auth|secret|private|signing|encryption|master|license|licence|app|client|security"
    r"|deploy|service|account|subscription|webhook|consumer|admin|integration|bot|refresh"
    r"|registration|activation"  # (Landscape's `registration_key`, a runner's registration token)
    r"|merchant|pos"  # (a payment gateway's merchant key, Barion's `POSKey`)
    r"|aes(?:[ _\-]?(?:128|192|256))?|hmac|3?des|kek|dek|wrapping|session|cookie|jwt"
    r"|bearer|personal|"
    + _leet("api")
    + r")"
    + _SEP
    + r"(?:"
    + _leet("key")
    + r"|"
    + _leet("token")
    + r"|"
    + _leet("secret")
    + r")"
    # An API's hash is its secret (Telegram's and others' `api_hash`, `app_hash`).
    r"|(?:api|app)[ _\-]?hash(?![A-Za-z])"
    # A contactless card's sector keys (`Mifare sector key A: …`, `key B`).
    r"|(?:mifare[ _\-](?:classic[ _\-])?)?sector[ _\-]key(?:[ _\-]?[ab])?(?![A-Za-z])"
    # LoRaWAN's session and root keys (`NwkSKey`, `AppSKey`, `FNwkSIntKey`, `NwkSEncKey`).
    r"|(?<![A-Za-z])(?:[fs]?nwk[ _\-]?s?[ _\-]?(?:int|enc)?|app[ _\-]?s)[ _\-]?key(?![A-Za-z])"
    # A vendor's API code and pass key (iTexMo's `api code`, Zenziva's `passkey`).
    r"|api[ _\-]?code(?![A-Za-z])|pass[ _\-]?key(?![A-Za-z])|join[ _\-]?code(?![A-Za-z])"
    # (a feeder's share code, Plane Finder's `sharecode`: it logs the feeder in)
    r"|share[ _\-]?code(?![A-Za-z])"
    # (a mail service's authorisation code, its password for other mail programs: QQ's, 163's)
    r"|(?<![A-Za-z])auth[ _\-]?code(?![A-Za-z])"
    # (a payment gateway's salt, which signs its requests: JazzCash's `integrity salt`)
    r"|(?:integrity|hash|signing|hmac|secret|merchant)[ _\-]?salt(?![A-Za-z])"
    r"|apikey|" + _leet("secret") + r"|" + _leet("token") + r"|credentials?|(?<![A-Za-z])creds"
    # "Secret" in the Romance and Slavic spellings (`secreto`, `segreto`, `segredo`, `sekret`).
    r"|(?<![A-Za-z])se[cgk]re[dt][oa]?(?![A-Za-z])"
    # A single code or key that unlocks an account: `recovery key: ABCD-…`, `backup code: 7fk2-…`.
    r"|(?:recovery|backup|restore|unlock|scratch|emergency)[ _\-]?(?:key|code)s?(?![A-Za-z])"
    r"|(?<![A-Za-z])(?:spare|single[ _\-]use)[ _\-](?:sign[ _\-]?in[ _\-])?codes?(?![A-Za-z])"
    # The same lists' keys in Spanish, Portuguese and French (`codigos_respaldo`, `codes_secours`).
    r"|(?<![A-Za-z])(?:c[oó]digos?|codes?)[ _\-](?:(?:de|da)[ _\-])?(?:respaldo|recupera[cç][aã]o"
    r"|recuperaci[oó]n|seguran[cç]a|secours|r[eé]cup[eé]ration)(?![A-Za-z])"
    # Key labels of other languages written in ASCII: `clave API`, `chiave segreta`, `klucz API`.
    r"|(?:clave|chiave|klucz|chave)[ _\-](?:(?:de|da)[ _\-])?(?:api|secreta|segreta|privada"
    r"|privata|prywatny|tajny|secreta)|api[ _\-]?(?:sleutel|nyckel|av{1,2}ain|anahtari)"
    # (Spanish's key before or after `API`, Quechua's endings perhaps glued on: `API llaveqa`)
    r"|(?:llave[ _\-](?:(?:de|del)[ _\-])?api|api[ _\-]llave)(?:" + ANDEAN_ENDING + r")?"
    r"|(?<![A-Za-z])" + alternation(ASCII_KEY_WORDS)  # (`label_words`)
)
# Key labels with letters beyond ASCII (never in ASCII text, like `_PASSWORD_OTHER_SCRIPTS`).
_KEY_OTHER_SCRIPTS = (
    r"(?:api|zugangs|geheim|privat)[ _\-]?schlüssel|cl[ée][ _\-](?:d['’][ ]?)?api"
    r"|clé[ _\-](?:secrète|privée)|api[ _\-]?(?:nøgle|anahtarı)|ключ(?:[ _\-]api)?|токен"
    r"|кілті?|ачкычы?"  # (Kazakh's and Kyrgyz's key: `Wi-Fi кілті: …`)
    r"|api[ _]?キー|アクセスキー|トークン|秘密鍵|api[ _]?密钥|密钥|秘钥|令牌|api[ _]?키|토큰|비밀[ _]?키"
    r"|授权码|授權碼"  # (a mail service's authorisation code: QQ's, 163's)
    # A recovery key in Japanese, Chinese and Korean (`回復キー`, `リカバリーキー`, `恢复密钥`, `복구 키`).
    r"|回復キー|リカバリー[ _]?キー|復旧キー|回復用キー|恢复密钥|恢復金鑰|복구[ _]?키"
    # (and in Hindi, Nepali and Bengali, the loan and a word for key: `रिकभरी साँचो`, `রিকভারি
    # কী:`; Hindi's `की` is also "of", so only before a colon)
    r"|(?:रि[कख][वभ]री|রিকভারি)[ _](?:कुंजी|साँचो|सांचो|चाबी|চাবি|(?:की|কী|কি)(?=[ \t]*[:=]))"
    r"|" + alternation(OTHER_SCRIPT_KEY_WORDS)
)
# PIN labels in other scripts only: a door's or an alarm's code (Greek, Hebrew), read before the
# password label they start with (`κωδικός συναγερμού`).
_PIN_OTHER_SCRIPTS = (
    r"κωδικός (?:συναγερμού|πόρτας|εισόδου|ασφαλείας)|קוד (?:ל|ה)?(?:דלת|אזעקה|כניסה|שער)"
    # A door's code with its accents: Gaelic and Irish (`còd an dorais`), Low German
    # (`Döörcode`), Icelandic.
    r"|c[òó]d (?:an |na |a['’] )?(?:dorais|doras|gheata|gheata|gh?eata)|d[öø]{1,2}r[ck]o{1,2}de?"
    r"|hurðarkóði"
    # (Tajik's code of a door, a gate, a lock, a safe: `рамзи дари анбор`)
    r"|рамзи (?:дар(?:и|ҳо)?|дарвоза(?:и|ҳо)?|қулф(?:и)?|сейф(?:и)?)(?![а-яёӣӯқғҳҷ])"
    # A padlock's, a dial lock's, a safe's or a locker's number in Japanese and Chinese
    # (`倉庫の南京錠の番号`, `保险柜密码`).
    r"|(?:南京錠|ダイヤル錠|番号錠|金庫|キーボックス|密码锁|保险柜|保險箱|挂锁|掛鎖|門鎖|门锁)[のê的]?"
    r"(?:番号|暗証番号|コード|密码|密碼|号码|號碼|数字|數字)"  # (or its digits: `门锁的数字`)
)


def _elided(pattern: str) -> str:
    """Every elision of a label also written with a space after its apostrophe, as Walloon,
    Occitan or a hurried French hand writes it (`mot d' passe`, `code d' accès`), and every
    `de` before a word also elided (`mot d'passe`)."""
    pattern = re.sub(r"\['’\](?! ?\[? ?\]?\?| )", "['’] ?", pattern)
    return re.sub(r"(?<![A-Za-z\\])de\[ _\\-\]", r"d(?:e[ _\\-]|['’] ?)", pattern)


_PASSWORD = _elided(_PASSWORD)
_PIN = _elided(_PIN)
_KEY = _elided(_KEY)
_COMBINATION_AHEAD = _elided(_COMBINATION_AHEAD)
_PASSWORD_OTHER_SCRIPTS = _elided(_PASSWORD_OTHER_SCRIPTS)
KEY_LABEL_ASCII_RE = re.compile(r"(?i:" + _PIN + r"|" + _PASSWORD + r"|" + _KEY + r")")
KEY_LABEL_RE = re.compile(
    r"(?i:"
    + _PIN
    + r"|"
    + _PIN_OTHER_SCRIPTS
    + r"|"
    + _PASSWORD
    + r"|"
    + _PASSWORD_OTHER_SCRIPTS
    + r"|"
    + _KEY
    + r"|"
    + _KEY_OTHER_SCRIPTS
    + r")"
)
# The password labels of every language, as a pattern to build on (`logins`, `spoken`).
PASSWORD_LABEL = r"(?i:" + _PASSWORD + r"|" + _PASSWORD_OTHER_SCRIPTS + r")"
PASSWORD_LABEL_RE = re.compile(PASSWORD_LABEL)
# India's postal code is its "PIN code", so written in its own scripts (`पिन कोड`, `پن کوڈ`): a PIN
# label's words that name a place, never a secret.
INDIA_POSTAL_PIN = (
    r"(?:पिन|পিন|પિન|ਪਿੰਨ|ਪਿਨ|ପିନ|పిన్|ಪಿನ್|پن)[ \t]*"
    r"(?:कोड|কোড|કોડ|ਕੋਡ|କୋଡ|కోడ్|ಕೋಡ್|کوڈ)"
)
# Capitalised words before "PIN code" that name a lock or a device, not a place.
_NOT_PLACES = (
    r"(?:Door|Gate|Garage|Safe|Alarm|Locker|Lock|Phone|Card|Sim|SIM|Bank|Office|Main|Front|Back"
    r"|Master|Admin|Wifi|Router|Building|Entry|Shop|Store|Debit|Credit|Visa|Mastercard|New|Old"
    r"|Temporary|Default|Current|Same|Usual)(?![a-z])"
)
# India's postal PIN code in English, a place's (`Aizawl's PIN code is 796001`, `district PIN
# code: …`): six digits, the first a region's, 1 to 8.
# (or the place before it as a name, an article first: `The Kohima PIN code is 797001`; no lock's,
# `the Garage PIN code`)
# (or the place after "of": `The PIN code of Zarkawt is 796001`; no lock's, `PIN code of the Safe`)
_PLACE_PIN_CODE_RE = re.compile(
    r"(?:[A-Z][a-z]+['’]s|(?i:city|town|district|village|area|postal|post)"
    r"|(?<![^\W\d_])(?i:the)[ \t]+(?!" + _NOT_PLACES + r")[A-Z][a-z]{2,})[ \t]+"
    r"(?i:pin[ \t]*code|pincode)[ \t]*(?:(?i:is)[ \t]+|[:=][ \t]*)?\Z"
    r"|(?i:pin[ \t]*code|pincode)[ \t]+(?i:of)[ \t]+(?!" + _NOT_PLACES + r")[A-Z][a-z]{2,}"
    r"(?:[ \t]+[A-Z][a-z]{2,})?[ \t]*(?:(?i:is)[ \t]+|[:=][ \t]*)\Z"
)
POSTAL_PIN_DIGITS_RE = re.compile(r"[1-8]\d{5}")  # (India's postal PIN code's six digits)
# (or the place named right after it, "is" between: `Pincode 744211 is Havelock`; no
# person's `is Bob's`, no word a secret's sentence goes on with: `is Secret`, `is Valid`)
_PIN_CODE_BEFORE_RE = re.compile(r"(?i:pin[ \t]*code|pincode)[ \t]*(?:[:=][ \t]*)?\Z")
_PLACE_AFTER_RE = re.compile(
    r"[ \t]+(?i:is)[ \t]+(?!(?:Secret|Valid|Correct|Wrong|Mine|Yours|Private|Confidential)\b)"
    r"[A-Z][a-z]{2,}(?![\w'’])"
)


def place_postcode(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` is a place's postal PIN code, named so right before it or with
    the place right after it."""
    if POSTAL_PIN_DIGITS_RE.fullmatch(text, start, end) is None:
        return False
    if _PLACE_PIN_CODE_RE.search(text, max(0, start - 40), start) is not None:
        return True
    return (
        _PIN_CODE_BEFORE_RE.search(text, max(0, start - 16), start) is not None
        and _PLACE_AFTER_RE.match(text, end) is not None
    )


# The PIN labels of every language (a door's, a keypad's, a lock's code among them).
PIN_LABEL_RE = re.compile(
    r"(?i:" + _PIN.replace(_COMBINATION_AHEAD, "") + r"|" + _PIN_OTHER_SCRIPTS + r")"
)
_KIND_RES = (
    ("pin", PIN_LABEL_RE),
    ("password", PASSWORD_LABEL_RE),
    ("key", re.compile(r"(?i:" + _KEY + r")")),
)
# A key that names what follows it: `db_password`, `apiKey`, `doorCode`, `p@ss` — the label at
# the key's end (a suffix such as `_value` allowed), never `secret_name` or `token_count`.
# A numbered key's index after its label (`RI_REDIS_PASSWORD1`, `smtp_password_2`).
KEY_INDEX = r"[_\-]?[0-9]{1,2}"
# (and a constant's closing underscore, PHP's `_DB_PASSWD_`)
_VALUE_SUFFIX = (
    r"(?:[_.\-]?(?:value|plain(?:text)?|raw|b64|base64|hex|str|string))?(?:"
    + KEY_INDEX
    + r")?_{0,2}"
)


@lru_cache(maxsize=1024)
def label_kind(label: str) -> str:
    """``password``, ``pin`` or ``key``: which values the label (a `KEY_LABEL_RE` match) names."""
    for kind, regex in _KIND_RES:
        if regex.fullmatch(label):
            return kind
    return "key"


# A service's name glued to "pass" with no sign between (`DBPASS`, `smtppass`, `adminpwd`).
_GLUED_PASSWORD_RE = re.compile(
    r"(?i:db|sql|mysql|pg|smtp|mail|ftp|sftp|ldap|redis|admin|root|user|app|vnc|wifi|rpc|proxy)"
    r"(?i:pass(?:word|wd)?|pwd)"
)


def names_a_secret(key: str) -> str | None:
    """The kind of secret a metadata key names (its last word is a label), else None."""
    if _GLUED_PASSWORD_RE.fullmatch(key.strip().strip("\"'`")):
        return "password"
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", key.strip().strip("\"'`"))
    for m in KEY_LABEL_RE.finditer(spaced):
        rest = spaced[m.end() :]
        before = spaced[m.start() - 1 : m.start()]
        plural = rest[:1] in ("s", "S") and not m.group().lower().endswith("token")
        if plural:  # `recovery_codes`, `passwords` (never `tokens`: a count, mostly)
            rest = rest[1:]
        if (not before or not before.isalnum()) and re.fullmatch(_VALUE_SUFFIX, rest, re.I):
            return label_kind(m.group())
    return None


def words(text: str) -> frozenset[str]:
    """The white-space separated words of ``text`` (word lists read best as text)."""
    return frozenset(text.split())


# Words that make a run of words after a label prose, not a passphrase: function words (in the
# languages the labels cover), policy talk, and how-to verbs.
# A product's, a model's or a part's code or number right before a value (`product code …`,
# `código de producto: …`): what is sold, no secret.
# A word for calling or for a telephone: a number right after it is one to dial, not an id or a
# code (`teléfono 4 4251733`, `The co-op's landline 082-57-1394`).
CALL_WORD_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:call|phone|tel|mobile|cell|fax|ring|whatsapp|hotline|g[ọo]i"
    r"|telephone|cellphone|landline|land[ \t]+line"
    r"|đi[ệe]n[ \t]+tho[ạa]i|dien[ \t]+thoai|s[đd]t|appel[^\W\d_]*|llam[^\W\d_]*|anruf[^\W\d_]*"
    r"|contact|تماس|تلفن|هاتف|اتصال)"  # (Persian's and Arabic's "contact", "telephone")
    r"(?![^\W\d_]))"
)
PRODUCT_CODE_BEFORE_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:product|model|part|item|article|catalog(?:ue)?|sku|producto|modelo"
    r"|art[íi]culo|pieza|repuesto)(?:[ \t]+(?:code|number|no\.?|nr\.?|#|c[óo]digo|n[úu]mero))?"
    r"|(?:c[óo]digo|n[úu]mero)[ \t]+(?:de[ \t]+|del[ \t]+)?(?:producto|modelo|art[íi]culo|pieza))"
    # (perhaps "is" after it: `The product code is …`, `El código del producto es …`)
    r"(?:[ \t]+(?i:is|es|é|est|ist))?[ \t]*[:#]?[ \t]*$"
)
PROSE_WORDS = words(
    """
    a an the this that these those it its is are was were be been being am has have had do does
    did not no nor and or but if then than so as at by for from in into of on onto to with
    within without via per up down out over under about after before again also only just still
    even very too quite really always never ever usually often sometimes now here there where
    when what which who whom whose why how all any each every some most more less least few
    many much other another same such own my our your his her their we you they he she me us
    them i can could should would will shall may might must need needs minimum maximum min max
    characters character chars letters letter digits digit numbers number symbols symbol length
    long short strong weak required optional mandatory policy policies rule rules expires
    expire expiry rotated rotate rotation changed change reset stored store hashed hash
    encrypted encrypt saved kept set put sent made held known shown written hidden given taken
    stolen lost found told said done missing wrong incorrect invalid empty blank default same
    since until till yesterday today tomorrow last next
    free gratis gratuito gratuita grátis gratuit kostenlos
    usual old new current temporary different unknown use used see ask check get find take
    contact call type enter click read look try please like same one ones thing things
    something anything nothing everything der die das den dem des ein eine einer und oder aber
    nicht ist sind war mit von zu im in auf für bei wie immer noch nur auch muss mindestens le
    la les un une des du de et ou mais pas est sont avec pour dans sur trop toujours el los las
    uno una y o pero no es son con para por en del siempre o os um uma e ou mas não é são com
    para em do da il lo gli una e o ma non è sono con per di da de het een en of maar niet is
    zijn met voor van yes yeah ok okay thanks thank sorry sure hello hi hey wait well right
    mínimo máximo caracteres dígitos letras símbolos
    debe deben tener tiene tienen palabra palabras deve devem ter tem palavra palavras
    lako langu letu lenu yako yangu yake wako wangu peke
    vault vaults
    vähintään enintään merkkiä merkkejä merkki pitkä pituus oltava täytyy minst tecken teckens
    tegn mindst znaków znaki co najmniej символов символа минимум менее длина karakter az
    azyndan iň köp belgi belgiden harp harpdan ybarat bolmaly bolmalydyr
    tekens minimaal caratteri almeno zeichen lang länge
    kam akshar akshara chahiye hona
    mat nahi nahin batana batao kisi bhai
    tsy maintsy manana litera farafahakeliny tarehimarika
    elk elke ieder iedere jede jeder jedes jeden chaque cada ogni każdy varje hver hvert joka
    sino kanino kahit huwag wag uray sinoman siopaman
    kun bare din ditt dine egen eget egne endast bara ikke inte heller også
    sul sulla sullo sui sugli sulle nel nella nello nei negli nelle al alla allo ai agli alle
    dal dalla dallo dai dagli dalle della dello dei degli delle sotto sopra accanto vicino
    dentro debajo encima junto debaixo embaixo perto sous devant près unter neben über vor onder
    naast
    ο η το οι τα του της των τον την στο στη στην στον στα στις στους σε και με για από κάτω
    πάνω μέσα δίπλα πίσω
    """
)
