# ruff: noqa: RUF001  (the words of other scripts are this file's data)
"""The word for "password" in the languages people write credentials in, as data.

Part of the scrubber (`memories.redaction`); pure. `labels` reads these beside its own
patterns (which add leet spellings, possessive endings, key and PIN words): one entry per
language or script, the word in its own script and the transliterations and loanwords people
type (`parol`, `pasvord`, `पासवर्ड`). A word here is a password label; its value still has to
look like one (`assign`, `shaped`). Entries are regular-expression fragments, lower case.
"""

from __future__ import annotations

import re

__all__ = [
    "ANDEAN_ENDING",
    "ASCII_KEY_WORDS",
    "ASCII_PIN_WORDS",
    "ASCII_WORDS",
    "OTHER_LATIN_WORDS",
    "OTHER_SCRIPT_KEY_WORDS",
    "OTHER_SCRIPT_WORDS",
    "ROMANCE_WORDS",
    "alternation",
]

# The case endings Quechua and Aymara glue to a borrowed word or an acronym (`DNIyqa`, `RUCapax`,
# `candadopax`, `clavenqa`, `backuppa`): a possessive or a linking vowel, then a topic, a
# genitive, an object's or an evidential's ending; or a possessive alone, `-ni-` linking it to a
# consonant (`candadon`, "its padlock"; `RUCnin`, `clavinchik`, "our password").
ANDEAN_ENDING = (
    r"(?:(?:ni)?(?:nchik|yki|yku|nku|n|y)(?:qa|xa|pa|mi|ta|pi)?"
    r"|a?(?:qa|xa|xax|pax|paxa|paq|paj|pa|mi|ta|pi))"  # (Quechua's "for", `candadopaj`)
)

# The stems of the Romance "word of entry" (`ASCII_WORDS`): a word, what joins it ("of", "of
# the", an elided `d'`), and the entry, access or passage it opens. Each alternative starts with
# a letter (`alternation` looks at first characters).
_ROMANCE_WORDS = (
    r"parol{1,2}[aeo]",
    r"paraul[aeo]",
    r"peraul[ae]",
    r"palor[aeu]",
    r"pall?abra",
    r"palavra",
    r"cuv[aâ]nt(?:ul)?",
    r"fr[aâ][sz][aei]",  # (Savoyard's circumflex: `frâsa de pâssa`)
    r"c[oòó]d(?:ic[ei]|igo|i|ese|ul|ighe)",  # "code of access": `codice di accesso`
    r"chiav[ei]",  # "key of access": `chiave d'accesso`
)
_ROMANCE_OF = (
    r"[ _\-](?:(?:d[eiu]l?|da|dla|della|de[ _\-](?:la|sa|su)|di[ _\-]a)[ _\-]|d['’ _][ ]?)?"
)
_ROMANCE_ENTRY = (
    r"(?:acc?[eèé]s{1,2}[aeiou]?|intr[aà][dt][aeu]?|entr[aà][dt][aeu]|entr[ée]e|p[aâ]s(?:s?[aeou])?"
    r"|ingress[aeiou]?)(?![a-z])"
)
# Written in ASCII (Latin script without diacritics): each costs at every character of ASCII
# text, so only words that are nothing else in English or code.
ASCII_WORDS: dict[str, str] = {
    # Uyghur's "secret number", "secret word", "secret code" in Latin letters (`mexpiy nomur`).
    "uyghur (latin letters)": r"mexpiy[ _](?:nomur|soz|kod|shifir)[a-z]{0,3}",
    "portuguese (european)": r"palavra[ _\-]?passe",
    "french (unspaced)": r"motdepasse",
    "configuration keys (sssd's, pam's; a wifi profile's XML)": r"authtok|keymaterial",
    "danish": r"kodeord(?:et)?",
    "estonian (and its passphrase)": r"sala(?:s[oõ]na|fraas(?:i|id)?|lau[sz]e(?:en)?)",
    "croatian, bosnian": r"lozink[eiu]",
    "finnish (genitive)": r"salasanan",
    # Finnish's slang (`salis`), the Norwegian loan with a Finnish or Kven ending (`passordin`),
    # Norwegian's passphrase with its article (`hovedpassfrasen`).
    "finnish (slang), kven, norwegian (passphrase)": r"salis(?![a-z])|passordin"
    r"|hovedpassfrasen?|passfrasen?",
    "frisian (and its passphrase)": r"wachtwurd(?:sin(?:nen)?)?",
    "dutch (passphrase, short)": r"wachtzin(?:nen)?",
    # Veps's password word (`peitsana`; `peit(t)osana` in spellings near it).
    "veps": r"peit(?:t?o)?sana",
    # Buryat's "secret word" in Latin letters (`nyuusa uge`, `nyuusa ugyn`: `нюуса үгэ`).
    "buryat (latin letters)": r"nyuu[sh]a[ _]ug(?:e|yn)?(?![a-z])",
    # Tibetan's "secret word" romanised as Mustang's Loba and Thakali speakers type it
    # (`sang-tsig`, gsang tshig).
    "tibetan (romanised)": r"sang[ _\-]?tsh?ig(?![a-z])",
    # Japanese in romaji: the loanwords password and passphrase (`pasuwaado`, `pasufureezu`).
    # (and its "watchword", `aikotoba`, 合言葉)
    "japanese (romaji)": r"pasuw[aā]a?do|pasufur[eē]e?zu|pasuk[oō]o?do|aikotoba",
    # Cantonese's password (密碼) romanised, before its "is" (`mat ma hai …`, 係).
    "cantonese (romanised)": r"mat[ _]?maa?(?=[ \t]+hai(?![a-z]))|mat[ _]?maa?$",
    # Persian in Latin letters (Finglish): "code", "my code", "the new code of" (`ramze jadide`).
    # (and "its", "their": `ramzesh`, `ramzeshun`)
    "persian (finglish)": r"ramz(?:e|am|et|esh|ash|emun|etun|eshun)?(?![a-z])",
    # Hebrew in Latin letters (`sisma`, `ha-sisma`, `sismat ha-wifi`: `סיסמה`).
    "hebrew (latin letters)": r"sism(?:a|ah|at)(?![a-z])",
    # Korean in Latin letters (`bimilbeonho`, `비밀번호`), its topic particle hyphened or glued.
    "korean (romanised)": r"bimil[ _\-]?beonho(?:[ _\-]?(?:neun|nun|eun))?",
    # The Celtic "word (or phrase) of passing", "secret word", built from the family's stems
    # rather than one language's spelling: Breton `ger-tremen`, Cornish `ger-tremena` and its
    # passphrase `lavar-tremena`, Welsh `gair cudd`, Breton `ger kuzh`, Cornish `ger kevrinek`,
    # Irish `focal rúnda` (Manx `fockle follit`); Vannetais Breton's `ger-kuh`, its z left out.
    "celtic (word of passing)": "|".join(
        stem + r"[ _\-](?:tremen(?:a|ans|yans)?|kuz?h|kevrinek|cudd|cyfrinachol|runda|follit"
        r"|dhiomhair)"
        for stem in ("ger", "lavar", "gerig", "gair", "geir", "focal", "facal", "fockle")
    ),
    # The Germanic, Basque and Gaelic calque "pass-word": Irish `pasfhocal`, Basque `pasahitza`,
    # Frisian and Low German spellings, a pass and a word of any of them apart (`pass word`).
    "pass-word": r"pas{1,2}[ _\-]?(?:hitza?|fhocal|focal|woord|wurd|wort|word|ord|gair|ger)"
    r"|pasa[ _\-]hitza?",
    # (and Scottish Gaelic's watchword phrase, a passphrase: `abairt-fhaire`)
    "scottish gaelic, irish (Django's)": r"f[ao]cal[ _\-]faire|abairt[ _\-]fhaire"
    r"|fr[aá]sa[ _\-]fh?aire",  # (Irish's "watch phrase", a passphrase, as `focal faire`)
    "occitan": r"senhal|mot[ _]de[ _]pas",  # (and Aranese's)
    "tagalog, papiamento, chavacano": r"kontrase[ñn]y?as?",
    "igbo": r"okwuntughe",
    # (and the secret words and sentence of a passphrase: Kinyarwanda's `interuro y'ibanga`,
    # Luganda's `ebigambo by'ekyama`)
    "kinyarwanda, luganda": r"ijambo[ _]ry['’]ibanga|interuro[ _]y['’]ibanga|ebigambo[ _]by['’]ekyama",
    "vietnamese (unaccented)": r"mat[ _]khau",
    "dutch (short)": r"ww(?![a-z0-9])",  # (`wachtwoord` as Dutch texting shortens it: `het ww`)
    # Lao's password, new code and wifi code in Latin letters (`lahat pan`, `ລະຫັດຜ່ານ`); not
    # `lahat` alone (Tagalog's "all").
    "lao (romanised)": r"lahat[ _](?:pa+n|pha+n|mai|wi[ _\-]?fi)",
    "loanwords": r"pas(?:s)?vord|passwordi|pasiwedi|phasiwedi|pasuwaadi|pasuwado|passuwado|pasu?waado"
    r"|paasuwod(?:aki)?"  # (Dhivehi's, in Latin letters)
    r"|i?phaswedi"  # (Xhosa's, its noun prefix glued on)
    r"|pasiw[öo]i|paasfreez|ܦܐܣܘܘܪܕ",  # (Saramaccan's word and passphrase, Syriac's)
    "zhuang": r"mizmaj",
    "slovak, czech (cases)": r"hesl(?:o|a|u)m?",
    "romanian (definite)": r"parolei",
    # (and Uzbek's object, "the password", before what it was changed to: `parolni … ga
    # o'zgartirdim`; Turkmen's `paroly`)
    "uzbek, turkmen (possessive)": r"parol(?:i|ingiz|im|y|ni|ingizni|imni)",
    "russian in latin letters (cases)": r"parol(?:ya|ja|yem|em|yu|ju|chik)",
    "hinglish": r"paasword|passward",
    "portuguese (european), passphrase": r"frase[ _\-]passe",
    # Django's own catalogue (`django/contrib/auth/locale`): Interlingua, Kabyle.
    "interlingua": r"contrasigno",
    "kabyle": r"awal[ _]uffir",
    # Tunisian and Libyan Arabic in Latin letters: "word of the secret", of passage
    # (`kelmet el sir`, `kilmet es-sirr`, `kelmet el mrour`; the Levant's `kelmet el ser`).
    "maghrebi arabic (latin letters)": r"k[ei]lm[ae]t[ _\-](?:[ae][ls][ _\-]?)?"
    r"(?:s[ie]r{1,2}|m[ou]rour)(?![a-z])",
    # Its sisters: Tarifit (`awar uffir`), Tachelhit in Tifinagh.
    "tarifit, tachelhit": r"awar[ _]uffir|ⴰⵡⴰⵍ[ _]ⵓⴼⴼⵉⵔ",
    # A wireless network's key as Windows names it ("network security key"): Dutch, Spanish,
    # Italian, Swedish, Norwegian, Finnish.
    "network security key": r"netwerkbeveiligingssleutel|clave[ _]de[ _]seguridad[ _]de[ _]red"
    r"|chiave[ _]di[ _]sicurezza[ _]di[ _]rete|n[äa]tverkss[äa]kerhetsnyckel"
    r"|nettverkssikkerhetsn[øo]kkel|verkon[ _]suojausavain"
    # (and the key as `netsh wlan show profile … key=clear` prints it, its colon aligned)
    r"|key[ _]content(?=[ \t]{2,}:)",
    # The word for passphrase (more in `labels`, beside each language's word for password):
    # Indonesian, Romanian, Albanian, Finnish.
    "passphrase": r"frasa[ _\-]sandi|fraz[ăa][ _\-]de[ _\-]acces|fraz[ae][ _\-]e[ _\-]kalimit"
    r"|tunnus[ _\-]?lause|sala[ _\-]?lause",  # (and Finnish's "password sentence", "secret sentence")
    # Languages of Africa and the Pacific, their possessive forms: Malagasy (`tenimiafiko`, my
    # password), Haitian Creole, Javanese and Sundanese, Sesotho and Setswana, Shona, Samoan,
    # Hawaiian, Maori, Xhosa and Zulu, Chichewa; and in the system's own catalogues (GTK's,
    # PAM's, shadow's: `test_label_words_cover_the_words_of_the_systems_catalogues`) Interlingue, Low German,
    # Malay (unspaced), Kongo, Luganda.
    "africa and the pacific": r"tenimiafi(?:ko|nao|ny|nay|nareo|ntsika)|modpas"
    r"|tembung[ _]sandh?i|kecap[ _]sandh?i|phasewe?te|pasiwedhi|upu[ _]fa['’]?alilo|olelo[ _]huna"
    r"|kupu[ _]huna|igama[ _](?:lokugqitha|eliyimfihlo|lokungena|lokuvula|lokudlula)"
    r"|mawu[ _](?:a(?:chi)?nsinsi|obisika)"
    r"|kupu[ _]fakapulipuli|upu[ _]fakalilo"  # (Tokelauan, East Futunan)
    r"|tekao[ _]huna|parau[ _]huna",  # (Paumotu's and Tahitian's "secret word")
    "system catalogues": r"contrasigne|passwoord|katalaluan|lusuemi|kyama(?![a-z])",
    # "Secret word" where a language has no word of its own: Sundanese "access word", Quechua,
    # Aymara, Tongan, Fijian, Luganda (`ekigambo ky'ekyama`), Lingala.
    "secret word, more languages": r"kecap[ _]akses|pakasqa[ _]simi|jamasat[ _]aru"
    # (Aymara's "secret word" without its `t`, its topic perhaps glued on: `jamasa arupax …`)
    r"|jamasa[ _]aru(?:" + ANDEAN_ENDING + r")?"
    # (Aymara's "hidden word", its topic glued on: `imantata aruxa …`)
    r"|imantat[ae][ _]aru(?:" + ANDEAN_ENDING + r")?"
    r"|lea[ _]fakapulipuli|vosa[ _]vuni|ek[iy]['’]?ekyama|liloba[ _]ya[ _]nkuku"
    r"|sang[ _\-]?tshig"  # (Dzongkha's and Tibetan's "secret word", `gsang tshig`, romanised)
    r"|та[єї]мне[ _]слово|секретне[ _]слово|тайне[ _]слово"  # (Ukrainian's, Rusyn's "secret word")
    # (Kichwa's "hidden word", its plural, topic and "is" glued on: `pakalla shimika …mi`)
    r"|pakalla[ _]shimi(?:kuna)?(?:ka|mi)?"
    # (Southern Quechua's, "hidden word", its possessive and topic glued on: `pakasqa simiqa …`,
    # `… pakasqa simin …`, "its hidden word")
    r"|pakasqa[ _]simi(?:kuna)?(?:n|y|yki)?(?:qa|mi)?"
    # (its "hidden saying", its endings glued on: `pakasqa rimay: …`, `pakasqa rimayniyqa`)
    r"|pakasqa[ _]rimay(?:kuna)?(?:" + ANDEAN_ENDING + r")?"
    # (Quechua's "word of entry", its topic glued on: `yaykuna shimiqa …`)
    r"|yaykuna[ _]s?h?imi(?:n|y|yki)?(?:qa|mi)?"
    # (Kazakh's "secret phrase" as texted in Latin letters, `qupiya fraza`; its "secret word"
    # beside its other words in Latin letters)
    r"|kupi[iy]?a[ _]fraza[a-z]{0,3}|qupi[iy]?a[ _]fraza[a-z]{0,3}"
    # (Spanish's word, Quechua's possessive and topic glued on: `contraseñanqa`, `contraseñayqa`)
    r"|contrase[ñn]a(?:n|y|yki)?(?:qa|mi)(?![a-z])|clave(?:n|y|yki)?(?:qa|mi)(?![a-z])"
    r"|kadavu[ _]?c?chol(?:lu)?",  # (Tamil's "password", romanised: `kadavuchol`)
    # Nahuatl's "hidden word" in the Huasteca's and the Sierra's spellings (`ichtakatlajtoli`,
    # `ichtakatajtol`), K'iche's "hidden word" (`ewal tzij`).
    # (and Mapudungun's, "hidden word": `ellkan dungu`)
    "secret word, the americas": r"ichtaka-?t?l?ajtol[a-z]*|ichtaca-?tlahtol[a-z]*|ewal[ _]tzij"
    r"|ellkan[ _]dungu"
    # (Aymara's "hidden word", its endings glued on: `imt'at aru`, `imt'at arupax`)
    r"|imt['’ʼ]?ata?[ _]aru(?:pa|pax|xa|sa|ha)?(?![a-z])"
    r"|frase[ _]nagaachi",  # (Isthmus Zapotec's "hidden phrase", its noun the Spanish loan)
    # Tatar's and Bashkir's "secret word" in Latin letters, typed without their letters
    # (`sersuz`; `sersüz`, `serhüð`: `OTHER_LATIN_WORDS`).
    "tatar, bashkir (latin letters)": r"sers[uy]z(?![a-z])|serhu[zd]h?(?![a-z])"
    r"|cha[zj]h?yt[ _]soz(?:um)?(?![a-z])",  # (and Tuvan's: `chazyt soz`)
    # Kyrgyz's "secret word" in Latin letters (`syrsoz`, `сырсөз`), perhaps "my" or "its" on it.
    "kyrgyz (latin letters)": r"syr[ _]?soz(?:um|u|du)?(?![a-z])",
    # Kazakh's "secret word" in its Latin letters, typed plain (`qupia soz`; `qūpiä söz`), or
    # as texted with a `k`, a `ö` and an ending (`kupia sözim`), or in the 2021 alphabet's
    # dotless `ı` and `ó` (`qupıa sóz`).  # noqa: RUF003
    "kazakh (latin letters)": r"qup[iı][aiyı]?a?[ _]?s[oöó]z[a-z]{0,3}(?![a-z])"
    r"|kup[iı][aiyı]?a?[ _]?s[oöó]z[a-z]{0,3}(?![a-z])",
    # The Horn of Africa's: Oromo's "secret word" (`jecha iccitii`), the loanword with Sidama's,
    # Wolaytta's and Oromo's endings (`pasiwoordu`, `passwordiya`).
    "horn of africa": r"jech[ai][ _]iccitii|pasiwoord[a-z]{0,3}|passwordiya"
    # Tigrinya's and Amharic's own words in Latin letters (`mehlefi qal'ey`, "my password";
    # `yeyilef qale`), as `መሕለፊ ቃል` and `የይለፍ ቃል` are typed on a Latin keyboard.
    r"|mehl[ae]fi[ _][qk]h?al(?:['’]?(?:ey|ka|u|i))?(?![a-z])"
    r"|ye[ _]?yil[ae]f[ _][qk]h?al[eu]?(?![a-z])",
    # "Secret word" in the Sotho-Tswana languages (Setswana, Sesotho, Sepedi), a possessive
    # between (`lefoko la me la sephiri`, my secret word); Tsonga, Venda.
    "sotho-tswana": r"le(?:foko|ntswe|ntsoe|ntsu)[ _](?:la[ _](?:me|gago|rona|hao|ka|ga)[ _])?"
    r"la[ _](?:sephiri|sekhukhu)|rito[ _]ra[ _]xihundla|ipfi[ _]la[ _]tshiphiri",
    # The word of the Germanic and Romance neighbours without a catalogue: Low German (and its
    # key word), Romansh (`pled-clav`, Sursilvan's `plaid-clav`), Limburgish, Alsatian.
    "low german, romansh, limburgish, alsatian": r"passwoort|kennwoort|pl(?:ai|e)d[ _\-]clav"
    r"|pled[ _\-]secret|wachwaord|passwurt|passwuort",
    # "Secret word", "passing word": Hmong, Hausa, Oromo.
    "hmong, hausa, oromo": r"lo[ _]lus[ _]zais|kalmar[ _]wucewa|jecha[ _](?:darbii|icciitii)",
    # The Germanic and Finnic "access word" and "watchword": German (`Losungswort`, `Zugangswort`),
    # Danish, Dutch, Finnish (`tunnussana`); not `Losung` alone (a daily verse, a slogan).
    "access word, germanic and finnic": r"losungswort|zugangswort|adgangsord"
    r"|toegangswoord|tunnussana(?:ni|si)?",
    "mizo": r"thumal[ _]thuruk",  # (Mizo's "secret word")
    # Chamorro's "secret word" (`i fino' sekretu`), its glottal stop perhaps left out.
    "chamorro": r"fino['’]?[ _]sekretu",
    "wolof": r"baatu[ _]jall",  # (Wolof's "word of passing": `baatu jall bu bees bi: …`)
    "greeklish": r"kwdik(?:os|o|ou)|kodik(?:os|o|ou)",  # (Greek in Latin letters: `o kwdikos einai`)
}
# The Romance compound "word (or phrase) of entry, of access, of passage", built from the
# family's stems rather than one variety's spelling: Italian `parola d'accesso`, Spanish
# `palabra de paso`, Catalan `paraula de pas`, Corsican `parolla d'intrata`, Ligurian `palora
# d'accessu`, Romanian `cuvânt de acces`, a passphrase's `frasa sicreta`; with a key's name
# where the variety has no other word (Friulian `peraule clâf`, Sardinian `crae`). Read before
# the words it starts with (`parola`, `parole`: `labels`).
ROMANCE_WORDS: dict[str, str] = {
    "romance (word of entry)": "|".join(
        word + _ROMANCE_OF + _ROMANCE_ENTRY for word in _ROMANCE_WORDS
    )
    + r"|fras[aei][ _\-]s[ie][cg]r[eèé]t[aeou]?(?![a-z])|mot[ _\-]d['’ _]?acc[eè]s"
    r"|peraul[ae][ _\-]cl[âa]f|crae(?![a-z])",
}
# Written in other scripts (or Latin with diacritics): never in ASCII text.
OTHER_SCRIPT_WORDS: dict[str, str] = {
    "russian (slang), ukrainian": r"пасс(?![а-яё])|пассворд|парольчик|пароля|паролем|паролі",
    "uzbek (cyrillic), tajik": r"парол(?![а-яёь])",
    # (Tajik's secret phrase, a passphrase: `ибораи махфӣ барои бэкап: …`)
    "tajik (passphrase)": r"ибора(?:и)?[ _]махфӣ",
    "azerbaijani (possessive)": r"şifrə(?:si|m|n|niz)",
    "estonian": r"salasõna",
    "czech, slovak": r"heslom",
    "amharic (definite)": r"የይለፍ ቃሉ",
    # Meitei's loanword in Meetei Mayek and in Bengali letters with Assamese's `ৱ` (`পাসৱার্ড`);
    # Rusyn's and Ukrainian's word (`гесло`, `гасло`).
    "meitei, rusyn, ukrainian": r"ꯄꯥꯁꯋꯥꯔꯗ|পাসৱার্ড|гесло|гасло",
    # (Amharic's loanword in any form of its last syllable, `ፓስወርዱ`; its passphrase, `የይለፍ ሐረግ`)
    "amharic (loanword, passphrase)": r"ፓስ[ወዎ]ር[ደ-ዷ]|የይለፍ[ _]ሐረ[ገ-ጎ]",
    # Tigrinya and Amharic, the word's last syllable in any of its forms (`ቃለይ`, my password).
    "tigrinya, amharic": r"መሕለፊ ቃ[ለ-ሏ]|የይለፍ ቃ[ለ-ሏ]",
    "arabic (colloquial)": r"ال?باسورد|كلمه السر|رمز المرور",
    "uyghur": r"پارول|مەخپىي[ _](?:نومۇر|سۆز|كود)[^\s:]{0,3}",  # (its "secret number", "… word")
    # The loanword in every Arabic-script spelling: its `d` as Arabic, Urdu, Pashto, Sindhi
    # write it (`پاسورڊ`), with or without the space and the long vowel.
    "the loanword, arabic script": r"پاس ?و?ور[دڈډڊڍ]|پس ?و?ور[دڈډڊڍ]|باس ?و?ورد",
    # "Secret word": Sorani, Persian, Arabic.
    "secret word (arabic script)": r"وشەی (?:نهێنی|تێپەڕ)|وشه ?ی نهێنی|واژه ?ی? (?:رمز|عبور)"
    r"|كلمة (?:سر|مرور)",
    "assamese": r"পাছৱৰ্ড",
    # (Bengali's wifi pass, the loanword shortened: `ওয়াইফাই পাস: …`; `পাস` alone is "passed")
    "bengali (wifi pass)": "ওয়াই-?ফাই[ _]?পাস(?![\u0980-\u09ff])",
    # The loanword "passphrase" in the Indic scripts (`পাছফ্ৰেজ`, `पासफ़्रेज़`), nukta or not.
    "the loanword passphrase, indic scripts": r"पास ?(?:फ़|फ़|फ)्रे(?:ज़|ज़|ज)|পা[সছ] ?ফ্[রৰ]েজ"
    r"|ਪਾਸ ?(?:ਫ਼|ਫ)(?:੍ਰ|ਰ)ੇ(?:ਜ਼|ਜ਼|ਜ)|પાસ ?ફ્રે[ઝજ]|ପାସ ?ଫ୍ରେ[ଜଝ]|பாஸ் ?ஃ?(?:பி|ப்)ரேஸ்"
    r"|పాస్‌? ?ఫ్రే[జస]్|ಪಾಸ್‌? ?ಫ್ರೇ[ಸಜ]್|പാസ്‌? ?ഫ്രേ[സജ]്",
    "tamil (loanword)": r"பாஸ்வேர்ட[஀-௿]*",
    "santali (ol chiki, loanword)": r"ᱯᱟᱥᱣᱟᱨᱰ",
    "telugu": r"సంకేతపదం|పాస్ వర్డ్",
    "kannada": r"ಗುಪ್ತಪದ",
    "malayalam": r"രഹസ്യവാക്ക്",
    "sinhala": r"මුර පදය|පාස්වර්ඩ[඀-෿]*",
    "khmer": r"លេខសម្ងាត់",
    "burmese (loanword)": r"ပတ်စ်ဝေါ့ဒ်",
    "nepali, hindi (spaced)": r"पास वर्ड|पासवर्ड",
    "gujarati": r"પાસવર્ડ",
    "korean (loanword)": r"패스워드|빠롤|파롤",  # (and Koryo-mar's, Russian's `пароль` in Hangul)
    "japanese": r"合言葉|暗証コード|パスフレーズ",
    "chinese": r"登录密码|登入密碼|密語|密语",  # (`密語`: "secret words", a passphrase)
    "thai (loanword)": r"พาสเวิร์ด",
    # Lao's loanword as people type it (`ພາສເວີດ`) and its "secret word" (`ຄຳລັບ`).
    "lao (loanword, secret word)": r"ພາສເວີດໄວໄຟ|ພາສເວີດ|ພາສເວິດ|ພັສເວີດ|ຄຳລັບ",
    "yiddish": r"פּאַראָל|פאראל",
    "georgian": r"პაროლი?",  # (Mingrelian and Svan drop the ending: `პაროლ`)
    "greek (cases)": r"κωδικό|κωδικού",
    # Django's own catalogue (`django/contrib/auth/locale`, `test_label_words_cover_django`):
    # Bengali (its য় precomposed), Sorani, Sorbian, Hindi, Khmer, Kannada, Malayalam (read
    # without its zero-width non-joiner, as `view` reads it), Marathi, Tajik, Urdu, Kabyle.
    "django's catalogue": "পাসও\u09dfার্ড|تێپەڕەوشە|शब्दकूट|ពាក្យសំងាត់|ಪ್ರವೇಶಪದ"
    # (Tajik's with the izofat's `-и` too, "the password of": `рамзи wifi`, `рамзи нав`)
    "|പാസ്സ്വേഡ്|गुप्तशब्द|рамзи?(?![а-яёӣӯқғҳҷ])|لفظ اجازت",
    # A wireless network's password in Persian (`رمز وای‌فای`, its non-joiner dropped by `view`).
    "persian (wifi)": r"رمز (?:وای ?فای|wi[ \-]?fi)",
    "persian (colloquial)": r"پسورد|پسوورد",
    # Persian's "code", a password in speech (`رمز جدید سرور …`), its whole word only; "its", "my",
    # "your" glued on (`رمزش`, `رمزم`, `رمزت`).
    "persian (code)": r"رمز(?:ش|م|ت|مون|شون)?(?![\u0600-\u06ff])(?![ _]ال)",  # (not `رمز البلد`)
    # The loanword in more scripts: Hebrew (slang), Ethiopic, Armenian, Thaana; Bashkir's own.
    "the loanword, more scripts": r"פ(?:א)?סוורד|ፓስ(?:ወ|ዎ)ርድ|փասվորդ|ޕާސްވޯޑ[ހ-޿]*|серһүҙ",
    # A wireless network's key as Windows names it: Russian, Ukrainian, Greek, Japanese,
    # Chinese, Korean (and in Latin letters: `OTHER_LATIN_WORDS`).
    "network security key": r"ключ безопасности сети"
    r"|ключ безпеки мережі|κλειδί ασφαλείας δικτύου|ネットワーク ?セキュリティ ?キー"
    r"|网络安全密钥|網路安全性金鑰|네트워크 보안 키",
    "russian, ukrainian (passphrase)": r"кодов(?:ая|ую|а|у) фраз[аиуы]|мастер-фраз[аиуы]",
    "dungan (mandarin's word in cyrillic)": r"мима",
    # Chuvash's "secret word" and "secret phrase" (`вăрттăн сăмах`, `вăрттăн фраза`), its `ă`
    # typed as the Latin letter or the Cyrillic one.
    "chuvash": r"в[ăӑ]рт{1,2}[ăӑ]н[ _](?:с[ăӑ]мах|фраза)",
    # Kazakh's "secret phrase", "secret sentence" (`құпия фраза`, `құпия сөйлемі`; in Latin
    # letters: `OTHER_LATIN_WORDS`).
    "kazakh (passphrase)": r"құпия[ _](?:фраза|сөйлем)[а-яәіңғүұқөһ]{0,3}"
    r"|кілт[ _]сөз[ _]тіркес[а-яәіңғүұқөһ]{0,3}",  # (its "key phrase": `кілт сөз тіркесі`)
    # Kazakh's "secret word" typed on a Russian keyboard, without its own letters, or as a key's
    # name (`купия соз`, `ҚҰПИЯ_СӨЗ=`).
    "kazakh (russian letters)": r"купия[ _]с[оө]з[а-яәіңғүұқөһ]{0,3}"
    r"|кұпия[ _]с[оө]з[а-яәіңғүұқөһ]{0,3}|құпия[ _]соз[а-яәіңғүұқөһ]{0,3}"
    r"|құпия_сөз[а-яәіңғүұқөһ]{0,3}",
    # Tuvan's "secret word" (`чажыт сөс`, `чажыт сөзүм`, "my secret word").
    "tuvan": r"чажыт[ _]сө[сз][а-яёүөң]{0,3}",
    # The system's own catalogues (GTK's, PAM's, shadow's, PostgreSQL's): Assamese, Maithili,
    # Nepali, Odia, Punjabi, Sinhala, Telugu, Malayalam, Dzongkha (its "secret word", the loan),
    # Hebrew (plene), Persian and Kazakh (unspaced), Sorani (its non-joiners dropped by `view`),
    # Shavian (Uyghur's short word in `labels`).
    "system catalogues": "গুপ্তশব্দ|गुड़किल्ली|गोप्यशब्द|ପ୍ରବେଶ ସ(?:ଙ୍|ଂ)କେତ|ਗੁਪਤ-ਕੋਡ|රහස්පදය"
    "|సంకేతపదము|అనుమతిపదం|അടയാളവാക്കു?്|പാസ്വേറ്ഡ്|ཆོག་ཡིག་?|གསང་ཚིག་?|པ་སི་ཝོཌ་?|ססמ[האת]|הססמ[האת]|رمزعبور|құпиясөз"
    "|تێپهڕهوشه|𐑐𐑭𐑕𐑢𐑼𐑛",
}

# Written in Latin letters with diacritics (never in ASCII text), each its own branch of the
# search: a letter that starts a Latin word would send every other script's word to be tried.
OTHER_LATIN_WORDS: dict[str, str] = {
    # (Kabyle's `ɛ` often typed as the Greek `ε`: `awal n uεeddi`)
    "sorbian, kabyle (Django's)": r"gronidło|hesło|awal n u[ɛε]eddi",
    "livonian": r"salāsõn[aā]",
    # Taiwanese Hokkien's "secret code" in Pe̍h-ōe-jī (`bi̍t-bé`, 密碼; its tone mark dropped by
    # the text's view).
    "hokkien (pe̍h-ōe-jī)": r"bit-bé",
    # Dutch dialects' spellings of `wachtwoord` (The Hague's `wachtwôhd`).
    "dutch dialects": r"wach?tw[ôòó]h?r?d",
    "icelandic, faroese (access word)": r"aðgangsorð(?:ið)?|atgongdarorð",
    # Uyghur's "secret word" in Latin letters with its `ö` (`mexpiy söz`; `ASCII_WORDS`: the rest).
    "uyghur (latin letters)": r"mexpiy[ _]söz[a-z]{0,3}",
    # Bosnian (shadow's), Crimean Tatar (GTK's), Hawaiian, Haitian Creole.
    "system catalogues, more": r"šifr[ae]|sır[ \-]söz|ʻōlelo huna|mòdpas",
    "vietnamese (the wifi's code)": r"mã[ _]wi[ _\-]?fi",
    # Sundanese with its accent, Guarani (`ñe'ẽ ñemi`, secret word), Bambara (`gundo daɲɛ`,
    # "secret word", its ɲ sometimes typed `ny`), Turkmen (`açar sözi`, "key word").
    "secret word, more languages": r"kecap aksés|ñe['’ ]?ẽ ?ñemi|gundo ?da(?:ɲ|ny)ɛ|açar sözi",
    # Adyghe's and Kabardian's "secret word" (`шъэф гущыӀэ`, its palochka typed as any of its
    # lookalikes; the label search reads lowered text).
    "secret word, the caucasus": r"шъэф[ _]гущы[ӏli1|]э[а-яёӏ]*",
    "circassian in latin letters (definite)": r"parolır",
    # (Upper and Lower Sorbian's "password sentence")
    "sorbian (passphrase)": r"hesłow[ae][ _]sad[ay]",
    # Faroese's "secret sentence" (`loyniorðsetningurin`), Hungarian's passphrase
    # (`mesterjelmondata`, a password manager's master one).
    "faroese, hungarian (passphrase)": r"loyniorðsetning[a-zð]*|mesterjelmondat[a-zá]*"
    r"|jelmondat[a-zá]*",
    # Kurmanji ("hidden word", "passing word"), Sepedi with its š.
    "kurmanji, sepedi": r"peyva (?:veşartî|nepenî|derbasbûnê)|lentšu la (?:sephiri|sekhukhu)",
    # Northern, Inari and Skolt Sami: "word of entry" (`beassansátni`, `peessâmsääni`).
    "sami": r"beassans[áa]tni|peess[âa]ms[äa][äa]ni|p[äa][äa]ʹ?ssems[äa][äa]ʹ?nn",
    # Tatar's and Bashkir's "secret word" in Latin letters (`sersüz`, `serhüð`; `серһүҙ`).
    "tatar, bashkir (latin letters)": r"sers[üu]z|serh[üu][ðz]",
    # Tuvan's "secret word" in Latin letters (`chajyt sözüm`, "my secret word"; `чажыт сөс`).
    "tuvan (latin letters)": r"ch?a[zjž]h?[yı]t[ _]s[öo]z(?:[üu]m|[üu])?(?![a-zöüı])",
    "kyrgyz (latin letters)": r"syr[ _]?söz(?:üm|ü|dü)?(?![a-zöüı])",
    "kazakh (latin letters)": r"q[uū]pi[äa][ _]?s[öo]z(?:[iı]m|[iı])?(?![a-zöüıä])",
    # A wireless network's key as Windows names it: German, French, Portuguese, Danish, Czech,
    # Hungarian.
    "network security key": r"netzwerkschlüssel|sicherheitsschlüssel des netzwerks"
    r"|clé de sécurité (?:du )?réseau|chave de segurança da rede|netværkssikkerhedsnøgle"
    r"|klíč zabezpečení sítě|hálózati biztonsági kulcs",
}

# The word for "key" (an API's, a service's), alone: its value must be key-shaped, a few words
# naming whose key between allowed (`kunci API LINE: …`, `çelësi i Kakao: …`).
ASCII_KEY_WORDS: dict[str, str] = {
    "indonesian, malay": r"kunci",
    "welsh": r"allwedd",
    "swedish": r"nyckel(?:n)?",
    "dutch, afrikaans": r"sleutel",
    "finnish": r"avain(?:ta)?",
    "hungarian": r"kulcs(?:a|ot)?",
    "romanian": r"chei[ea]",
    "lithuanian": r"raktas",
    "basque": r"giltza|gako(?:a|ak)?(?![a-z])",  # (`API gakoa`, a cipher's or an API's key)
    "irish": r"eochair",
    "persian (finglish)": r"kelid(?:e)?(?![a-z])",  # (`kelide API …`)
    "arabic (arabizi)": r"m[eiu]?fta7",  # ("key", its ḥ a 7: `mfta7 el API …`)
    "swahili": r"ufunguo",
    "faroese (recovery code)": r"endurstovnanar?koda",
    # Mandarin's key in pinyin (`miyao`, `mi yao`, `mìyào`: 密钥, 秘钥).
    "mandarin (pinyin)": r"m[iì][ _]?y[aà]o(?![a-z])",
    "tamazight (key)": r"tasarut",
    # The loan "token" with a case's or a possessive's ending (Sakha's `tokene`, Turkish's and
    # Finnish's `tokeni`, Hungarian's `tokenje`).
    "token with its ending": r"token(?:e|a|i|im|ja|je)(?![a-z])",
}
# A door's, a gate's or an alarm's code, its value a PIN: Estonian, Danish and Norwegian,
# Finnish, Hungarian, Turkish.
ASCII_PIN_WORDS: dict[str, str] = {
    "estonian": r"uksekood|v[äa]ravakood|alarmikood|trepikoja[ _\-]?kood",
    "danish, norwegian": r"d[øo]rkode(?:n)?|portkode(?:n)?|alarmkode(?:n)?",
    "finnish": r"porttikoodi|h[äa]lytyskoodi",
    "hungarian": r"kapuk[óo]d(?:ja)?|ajt[óo]k[óo]d(?:ja)?|riaszt[óo]k[óo]d(?:ja)?",
    "turkish": r"kap[ıi][ _\-]kodu|kap[ıi][ _\-][şs]ifresi",
    # The Celtic languages' door and gate: Scottish Gaelic and Irish (`cod an dorais`), Welsh,
    # Breton and Cornish (`code an nor`); Low German, Frisian, Luxembourgish (`Dierecode`).
    "celtic": r"cod[ _](?:an[ _]|y[ _])?(?:dorais|doras|drws|geata|giat|gh?eata)"
    r"|code[ _]an[ _](?:nor|porzh|darras|yet)|kod[ _]an[ _](?:nor|porzh)",
    "low german, frisian, luxembourgish": r"doerkood|doarkoade|dierecode|poartkoade",
    # (German's door, front-door and gate codes: `Türcode Apartment 2: …`)
    "german": r"t[üu]e?r-?code|haust[üu]e?r-?code|tor-?code",
    # Lithuanian's and Latvian's PIN with its endings (`mano pinas`, after a possessive only: not
    # Tagalog's `Pinas`), `PIN kodas`, `PIN kods`.
    "lithuanian, latvian": r"mano[ _]pin(?:as|ą|o)|tavo[ _]pin(?:as|ą|o)|savo[ _]pin(?:as|ą|o)"
    r"|pin[ _\-]?kod(?:as|ą|o|s)",
    # Malagasy's code of entry, of a door, of a gate, of a lock (`kaody fidirana`).
    "malagasy": r"kaody[ _](?:fidirana|varavarana|vavahady|hidy)",
    # Mandarin's in pinyin: the door's access code, the bank card's PIN (`menjin mima`, 门禁密码;
    # `qukuan mima`, 取款密码; `yinhangka mima`, 银行卡密码).
    "mandarin (pinyin)": r"men[ _]?jin[ _]m[iì][ _]?m[aǎ]|qu[ _]?kuan[ _]m[iì][ _]?m[aǎ]"
    r"|yin[ _]?hang[ _]?ka[ _]m[iì][ _]?m[aǎ]|zhi[ _]?fu[ _]m[iì][ _]?m[aǎ]",
    # Japanese's PIN in romaji (`anshou bangou`, 暗証番号)
    "japanese (romaji)": r"ansh[oō]u?[ _\-]?bang[oō]u?",
}
OTHER_SCRIPT_KEY_WORDS: dict[str, str] = {
    "albanian": r"çelës(?:i)?",
    "norwegian, danish": r"nøkkel(?:en)?|nøgle(?:n)?",
    "czech, slovak, croatian, serbian": r"klíč|kľúč|ključ",
    "turkish": r"anahtarı",
    "latvian, estonian": r"atslēga|võti",
    "greek": r"κλειδί",
    "amharic (secret key)": r"ሚስጥራዊ ቁል[ፈ-ፎ]",  # (`የ2FA ሚስጥራዊ ቁልፍ፦ …`)
    "hebrew": r"מפתח",
    "arabic": r"مفتاح",
    "persian": r"کلید",
    "hindi": r"कुंजी|चाबी",
    "thai": r"กุญแจ",
    "scottish gaelic (backup code)": r"còd[ _\-]cùl[ _\-]taice",
}


def alternation(fragments: dict[str, str]) -> str:
    """The fragments as one alternation behind a look at its first character: a search tries
    the words only where one of them can start (each word tried at every character costs)."""
    pieces = [piece for fragment in fragments.values() for piece in fragment.split("|")]
    assert not any(piece[:1] in ("(", "[", "\\", "") for piece in pieces), "a literal first"
    firsts = "".join(sorted({re.escape(piece[0]) for piece in pieces}))
    return "(?=[" + firsts + "])(?:" + "|".join(fragments.values()) + ")"
