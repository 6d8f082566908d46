"""Numbers that are secrets by their checksum or their label: payment cards, IBANs, national ids.

Part of the scrubber (`memories.redaction`); pure. The checks are `python-stdnum`'s (Luhn for
cards and Canada's SIN, mod-97 for IBANs, the US SSN's area and group rules), so a number is a
card or an IBAN only when its check digits say so: an order number, a phone number or a
timestamp of the same length stays. Each is scrubbed whole (`[REDACTED:card_number]`,
`[REDACTED:iban]`, `[REDACTED:national_id]`, and the card's `[REDACTED:card_code]`): a memory
store is no place for a card's last four digits either (docs/security.md).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

import re2
from stdnum import ean, iban, luhn
from stdnum.br import cpf
from stdnum.exceptions import ValidationError
from stdnum.nz import bankaccount as nz_bankaccount
from stdnum.us import ssn

from memories.redaction.assign_words import ARABIC_CHAT_OF, ARROW
from memories.redaction.family import Family, Span
from memories.redaction.first_look import Starts
from memories.redaction.ids import FAMILIES as _STDNUM_IDS
from memories.redaction.ids import has_check, id_by_name
from memories.redaction.labels import CALL_WORD_RE, words
from memories.redaction.shapes import BARCODE_NAME_RE, PARCEL_WORDS

__all__ = ["DIGITS_WORD", "FAMILIES", "says_digits"]

# A run of 13 or more digits, single spaces, dots or dashes between them.
_CARD_RUN_RE = re.compile(r"(?<![\w.\-+])\d(?:(?:[.\-]| {1,3})?\d){12,}(?![\w])")  # (`4751  0245`)
_GROUP_SEP_RE = re.compile(r"[ .\-]")
# "Three" and "four" in many languages; the words for digits and numbers, by their shapes
# (`number`, `namba`, `nambari`, `númeru`, `numéro`, `nummer`, `dígitos`, `cifre`, `ziffern`);
# a card's back or the card (`baksait`, `atrás`, `verso`; `kat`, `cartão`, `karte`, `карта`).
_THREE_FOUR = (
    # (Uzbek's `uchta`, `to'rtta`; Hebrew's `שלוש`, `ארבע`)
    r"uchta|uch|to['ʻ’]?rt(?:ta)?|שלוש|ארבע"  # noqa: RUF001
    r"|(?:ha-?)?shalosh|(?:ha-?)?arba"  # (and in Latin letters, its article on: `ha-shalosh`)
    # (Egyptian and Sudanese Arabic's "three" with its t, `التلاتة`; Georgian's three and four)
    r"|(?:ال)?تلات[ةه]?|სამი|ოთხი"
    r"|th?al[aā]th?a|arba['’]?a"  # noqa: RUF001  (Arabic's three and four in Latin letters)
    r"|three|four|3|4|trois|quatre|drei|vier|tres|cuatro|tre|quattro|tr[êe]s|quatro|drie|tri|trzy"
    r"|t[řr]i|[čc]ty[řr]i|trei|patru|tiga|empat|tatu|nne|[üu][çc]|d[öoü]r[td]|kolme|nelj[äa]|h[áa]rom"
    r"|n[ée]gy|tr[iy]s|tr[īi]s|þrjár|tatlo|apat|m[ẹe]ta|ba|b[ốo]n|tair|fire|три(?:те)?|четыр(?:е|ите)|четири(?:те)?"  # noqa: RUF001
    r"|чотири|гурван|τρία|τέσσερα|τρεις|τέσσερις|세|네|uch|to['‘’]rt|tree|tliet|erba|kimsa|tawa|uku|hudu|þr[íj][úr]?|fj[óo]rir"  # noqa: RUF001
    # Further "three"s and "four"s (Basque, Estonian, Austronesian, Celtic, Indic, African ones).
    r"|hiru|lau|kolm|neli|t[ae]lu|tolu|toru|kolu|telo|tulo|tallo|trije|štiri|tr[íi]|ceithre"
    r"|ሦስት|ሶስት|አራት|ሰለስተ|ኣርባዕተ"  # (Amharic's and Tigrinya's)
    r"|[úu]sh|tórt"  # (Karakalpak's in Latin letters)
    # (the Bantu "three"s with their class prefixes: `vunharhu`, `ezintathu`, `tharo`; `mune`)
    r"|[^\W\d_]{0,4}(?:nharhu|thathu|tathu)|tharu|tharo|mune|trai|teen"
    r"|(?:shi|zi|ti|vi)tatu"  # (Bemba's and Chichewa's, with their class prefixes: `shitatu`)
    r"|pedwar|teen|tin|char|saddex|afar|sost|arat|at[ọo]|an[ọo]|bei|buon|sami|төрт"
    # Persian, Arabic and Urdu "three" (`سه رقم پشت کارت`).
    r"|سه|(?:ال)?ثلاث[ةه]?|تین|twa|trwa|thone|se(?=[ \t]+raqam)|telo|mmi[ɛe]nsa"  # (and Burmese's and Tajik's in Latin letters)
    r"|thrii|ᱯᱮ"  # (Norfuk's, Santali's in Ol Chiki)
    r"|ત્રણ|ચાર"  # (Gujarati's)
    r"|மூணு|மூன்று|நாலு|நான்கு|thuna|hathara"  # (Tamil's; Sinhala's in Latin letters)
    r"|ata|ሰለስተ|ሶስት|ሦስት"  # (Dagaare's; Tigrinya's and Amharic's)
    r"|tripela|fopela|teluh|τρ[ίι]α|τέσσερα"  # noqa: RUF001  (Tok Pisin's; Greek's with its accent)
    r"|saba"  # (Bambara's and Dioula's three: `carte kɔfɛ nimɔrɔ saba`)
    r"|pathum|pali"  # (Mizo's three and four: `card hnung lama number pathum chu …`)
    r"|се"  # noqa: RUF001, RUF003  (Tajik's three: `се рақами пушти корт`)
    r"|үш|үч"  # (Kazakh's and Kyrgyz's three: `үш сан`)
    r"|golbma|njeallje"  # (Northern Sami's three and four: `golbma nummara`)
    r"|ox[ie]b|तीन|चार"  # (Tsotsil's and Tseltal's three; Hindi's three and four)
    r"|cztery|czterech"  # (Polish's four: `cztery cyfry z przodu Amexa`)
    r"|quattru"  # (Salentino's and Sicilian's four: `li quattru numeri de nanzi a l'Amex`)
    r"|ku[åa]t+ro"  # (Chamorro's four, with its å or without: `i kuåttro numiru`)
    r"|үс|түөрт"  # noqa: RUF001, RUF003  (Sakha's three and four: `карта кэннинээҕи үс цифрата`)
    # (Nahuatl's four, K'iche's four, Sesotho's four with its elided `m`: `nawi número`,
    # `kajib' ajilab'al`, `tse 'ne`)
    r"|nahui|nawi|kajib['’]?|['’]ne"  # noqa: RUF001
    r"|[čc]etri|f[ýy]ra|mari"  # (Latvian's, Faroese's and Meitei's four: `četri cipari`, `mari`)
    # (Scottish Gaelic's three and four, `ceithir àireamhan`; Yucatec Maya's, `kanp'éel número`)
    r"|tr[ìi]|ceithir|[óo]oxp['’]?[ée]{1,2}l|kanp['’]?[ée]{1,2}l"  # noqa: RUF001
    r"|dree|veer"  # (Low German's three and four: `de veer Tallen vörn op de Amex`)
    # (Hindustani's and Bengali's four in Latin letters, Tamil's and Malayalam's three and four,
    # Kichwa's four: `aage chhote chaar number`, `munnaadi naalu number`, `ñawpa chusku yupay`)
    r"|chaa?r|moo?nu|naa?lu|chusku"
    r"|uppat|tallo"  # (Ilocano's four and three: `ti uppat a numero iti sango ti Amex`)
    r"|si|san(?=\s+wei)"  # (Mandarin's four and three in pinyin: `zhengmian si wei ma`)
)
DIGITS_WORD = (
    r"n[uúùūoa]m(?:b[aeoə]r?[aio]?s?|m?[eéè]r[aeiou]{0,2}s?|r[aeiou]s?)|lamb(?:ar?|obi)|d[íi]git[^\W\d_]*"
    r"|i?nambala"  # (Bemba's and Chichewa's number)
    r"|sif"  # (the Réunion Creole's digits: `trwa sif deryer kart`)
    r"|nan[ \t]?pat"  # (Burmese's number in Latin letters, `nan pat thone lone`)
    r"|numbahs?|نمبر"  # (Hawaii Pidgin's; Dari's and Urdu's in Arabic letters)
    r"|numiru"  # (Chamorro's)
    r"|isa|n[ɔo]ma"  # (Malagasy's number, `isa telo`; Twi's, `nɔma mmiɛnsa`)
    r"|cif(?:f)?r[^\W\d_]*|ziffer[^\W\d_]*|zahl(?:en)?|chiffres?|cijfers?|siffr[^\W\d_]*|sifre"
    r"|rakam[^\W\d_]*|r[əa]q[əa]m[^\W\d_]*|(?:ה)?ספרות|angk[aoə]|t[öo]lu[^\W\d_]*|tal(?:l?et|an|a)?|say[ıi]|liczb[aęy]|[čc][íi]sl[oa]"  # noqa: RUF001
    r"|цифр[^\W\d_]*|число|номер|ψηφία|(?:ال)?(?:رقم|ارقام|أرقام|عدد|اعداد)"
    # The "cipher" stem in any spelling (`syfers`, `cyfry`, `xifres`, `šifre`), Basque, Swahili.
    r"|(?:[csxz]|ts|š)[iyü]ff?e?r[^\W\d_]*|shif|chif|zenbaki[^\W\d_]*|tarakimu|n[ọɔ]mb[aà]|u[tṭ][tṭ]un[^\W\d_]*"
    r"|skaitmen[^\W\d_]*"  # (Lithuanian)
    r"|shifr[^\W\d_]*"  # (Albanian's digits, `shifrat`)
    r"|(?:ال)?[أا]رجام|ციფრ[^\W\d_]*"  # (Sudanese Arabic's digits, `الأرجام`; Georgian's)
    r"|(?:el[ \t]+)?ar[q2][aā]m(?:[ \t]+el)?"  # (Arabic's digits in Latin letters, `ar2am` too)
    r"|n[ọɔ]mb[aà]{1,2}|ቁጽሪ|ቁጥሮ?ች?|ቁጥር|số"  # (Dagaare's `nɔmbaa`; Tigrinya's, Amharic's; Vietnamese)
    r"|sfarot|sifrot"  # (Hebrew's digits in Latin letters, `sfarot`)
    r"|ba\s+so|bon\s+so"  # (Vietnamese without its accents: "three digits", "four digits")
    r"|ہندس[ےہ]"  # (Urdu's digits)
    r"|nim[ɔo]r[ɔo]"  # (Bambara's number)
    r"|[àa]ireamh[^\W\d_]*"  # (Scottish Gaelic's numbers, `àireamhan`)
    r"|tallen"  # (Low German's numbers)
    r"|yupay[^\W\d_]*"  # (Kichwa's number, `chusku yupay`)
    r"|рақам[^\W\d_]*"  # (Tajik's, `рақами`)
    # (Kazakh's and Kyrgyz's numbers, `сан`, `сандары`; Karakalpak's in Latin letters)
    r"|сан(?:ы|дар[^\W\d_]*)?|san(?:[ıi]|lar[^\W\d_]*)?"  # noqa: RUF001
    r"|νο[ύυ]μερ[^\W\d_]*|αριθμ[^\W\d_]*"  # noqa: RUF001  (Greek's loan, `νούμερα`; `αριθμοί`)
    r"|ᱱᱚᱢᱵᱚᱨ"  # (Santali in Ol Chiki)
    r"|અંક"  # (Gujarati's digits)
    r"|wei"  # (Mandarin's 位, a digit's place, in pinyin: `si wei`)
    r"|நம்பர்|எண்[஀-௿]*|ankay?|ank"  # (Tamil's; Sinhala's and Hindi's in Latin letters)
    r"|இலக்க[஀-௿]*"  # (Tamil's digits, `இலக்கங்கள்`)
    r"|орон"  # (Mongolian's digits, "places": `гурван орон`)
    r"|자리"  # (Korean's digits, "places": `카드 뒷면 세 자리`)
    r"|숫자"  # (and its "number": `espinel 다음에 숫자 4284`)
    r"|nummar[^\W\d_]*"  # (Northern Sami's, `nummara`)
    r"|noum[ei]r[aoi]"  # (Greek's loan in Latin letters, Greeklish: `ta 3 noumera piso`)
    # (Setswana's and Sesotho's numbers with their class prefix, `dinomoro`, `linomoro`; K'iche's)
    r"|[dl]inomoro|ajilab['’]?al"  # noqa: RUF001
    r"|numerit[oa]s"  # (Spanish's diminutive: `los 4 numeritos del frente de la Amex`)
    r"|naba"  # (Fijian's loan: `na tolu na naba e daku ni kadi`)
    r"|cipar[^\W\d_]*|t[øo]l(?:ini|ur|ir)|sz[áa]mjegy[^\W\d_]*"  # (Latvian's, Faroese's, Hungarian's)
    r"|अंक"  # (Hindi's digits, `तीन अंक`)
)
_BACK_OR_CARD = (
    # (Uzbek's card and its back, `kartaning orqasidagi`; Hebrew's "on the back", the card)
    r"kartaning|orqa[^\W\d_]*|(?:ב|מ)?(?:ה)?גב|(?:ה)?כרטיס|מאחור[הי]?"
    r"|(?:me-?)?achor[ae]?"  # (and "from behind" in Latin letters: `me-achora`)
    r"|duog[áa][^\W\d_]*"  # (Northern Sami's back, `duogábealde`)
    r"|k[āa]t[ai]|muri"  # (Māori's and Tahitian's card, "behind": `i muri i te kāta`)
    r"|spat|पीछे"  # (Tsotsil's and Tseltal's back, `ta spat tarjeta`; Hindi's "behind")
    r"|patras|karchi"  # (Papiamentu's "behind" and card: `e tres number patras di e karchi`)
    r"|அட்டை[஀-௿]*|பின்னால்?|பின்புற[஀-௿]*"  # (Tamil's card, "behind", "the back side")
    r"|звороті|зворотн[^\W\d_]*"  # (Ukrainian's "on the reverse": `три цифри на звороті`)
    r"|wara|ba[tṭ]g?a|bi[tṭ][aā]q?a"  # (Arabic's "behind" and "card" in Latin letters)
    r"|back|reverse|dos|verso|r[üu]ck[^\W\d_]*|atr[áa]s|reverso|retro|achter[^\W\d_]*|hinten"
    r"|dietro|derri[èe]re|detr[áa]s|tr[áa]s|bak(?:sait|side|sida|siden|hlið)?|belakang|arka[^\W\d_]*|nyuma|numa|kumbuyo"
    r"|ty[łl][^\W\d_]*|card|kat|kad|kadi|kaad|kaadi|khadi|kart[aeiuy]?|karten|carte|cart[ãa]o|tarjeta|kaart"
    # (the card whose four-digit code is printed on its front: `… above the number on the Amex`)
    r"|amex(?:a|ie|u)?|american\s+express|амекс[^\W\d_]*"  # (Polish's cases: `Amexa`)
    # (Cape Verde's, Guinea-Bissau's and Karakalpak's card, Karakalpak's "on its back")
    r"|kart[ãa]u|karton|kartan[ıi]ń?|art[ıi]nda[^\W\d_]*"  # noqa: RUF001
    # (Hindustani in Latin letters, Venda, Lithuanian and Samogitian: its back, the card; Rajasthani's
    # and the Philippines' back, `pachhal`, `likod`)
    r"|p(?:ii?|ee)chh?e|murahu|k(?:uo)?rtel[^\W\d_]*|n[ou]gar[^\W\d_]*|pachh?a[ld]|lik[ou]d|likuran"
    r"|ᱠᱟᱨᱰ|ᱛᱟᱭᱚᱢ"  # (Santali in Ol Chiki: the card, behind)
    r"|ch?ùl|beulaibh"  # (Scottish Gaelic's back, `air a chùl`, and front)
    r"|daku"  # (Fijian's back: `… e daku ni kadi`)
    # (the front, where an Amex prints its four, in Hindustani and Bengali in Latin letters, in
    # Tamil and in Kichwa: `aage`, `shamne`, `munnaadi`, `ñawpa`)
    r"|aagey?|sh?aa?mne|munn?aa?di|[ñn]awpa"
    r"|p[ëe]rpara"  # (Albanian's front: `4 shifrat përpara`)
    r"|sango"  # (Ilocano's front: `… iti sango ti Amex`)
    # (Spanish's, Swedish's and Tatar's front, Tatar's card: `los 4 números de adelante`, `de
    # fyra siffrorna på framsidan`, `Amex kartasınıñ alğı yağındağı dürt san`)  # noqa: RUF003
    r"|adelante|framsid[^\W\d_]*|al[ğg][ıi]|kartas[ıi]n[^\W\d_]*"  # noqa: RUF001
    # (Azerbaijani's card and its front face: `Amex kartın ön üzündəki dörd rəqəm`)  # noqa: RUF003
    r"|kart[ıi]n|ön|[üu]z[üu]nd[^\W\d_]*"  # noqa: RUF001
    r"|бет(?:и|ин)[^\W\d_]*"  # (Kyrgyz's and Kazakh's face of the card, `бетиндеги`)
    r"|કાર્ડ[઀-૿]*|પાછળ[઀-૿]*"  # (Gujarati: the card's, the back's)
    r"|கார்ட[஀-௿]*|பின்னா[஀-௿]*|பின்புற[஀-௿]*"  # (Tamil's)
    r"|pitipass[ae]"  # (Sinhala's "behind", in Latin letters)
    r"|hinde|hindhe|hindugade"  # (Kannada's and Tulu's "behind", in Latin letters)
    r"|k[áa]rty[áa]|kort[^\W\d_]*|карт[^\W\d_]*|обороте|cardul|kartica|katin|kati"
    r"|отзад[^\W\d_]*|гърба|гръб"  # (Bulgarian's "behind", "the back")
    r"|сзади|задн[^\W\d_]*|szadi"  # (Russian's "behind", "the back one": `три цифры сзади`)
    r"|спереди|впереди|передн[^\W\d_]*"  # (and its front, where an Amex prints its four)
    r"|zh[eè]ng[ \t]?mi[aà]n|b[eè]i[ \t]?mi[aà]n"  # (Mandarin's front and back in pinyin)
    r"|лицев[^\W\d_]*"  # (and its front, `на лицевой стороне`)
    r"|agter[^\W\d_]*|atze[^\W\d_]*|hátul[^\W\d_]*|taga[^\W\d_]*|tras[ae]r[ao]|dorso"
    # The signature strip, where the card prints it (`signature strip`, `firma`, `Unterschrift`),
    # and "behind" in the Bantu languages (`ndzhaku`, `emuva`, `morago`).
    r"|signat[^\W\d_]*|strip|firma|unterschrift[^\W\d_]*|podpis[^\W\d_]*|подпис[^\W\d_]*"
    r"|n?dzhaku|(?:nge|e)?muva|morago"
    # (Vietnamese: the card, its back; without accents the card's word only before "is")
    r"|thẻ|m[ặa]t\s+sau|the(?=\s+l[aà](?![^\W\d_]))"
    # The front and "above the number" (where American Express prints its four), Berber's
    # "behind" and "card" (`deffir n tkarḍa`).
    r"|above|front|recto|vorderseite|devant|frente|fronte|deffir|t?kar[dḍ][^\W\d_]*"
    # Persian and Arabic "back" and "card" (the Gulf's `ورا الكرت`).
    r"|پشت|خلف|ظهر|کارت|بطاق[ةه]|البطاق[ةه]|(?:ال)?كرت|ورا[ءئ]?"
    # Louisiana Creole's and Haitian's "behind" (`twa shif dèryè kat-la`, `twa chif ki dèyè`).
    r"|d[èée]r?y[èée]r?"  # (and the Réunion Creole's, `deryer`, `déyèr`)
    # Tigrinya's and Amharic's card and "behind"; Dagaare's and Rajbanshi's "behind".
    r"|ካርድ|ካርዱ|ድሕሪት|ጀርባ|pu[ɔo]ri|pichu"
    r"|کارڈ|پیچھے"  # (Urdu's card and "behind")
    r"|k[ɔo]f[ɛe]"  # (Bambara's "behind")
    r"|пушт[^\W\d_]*|корт[^\W\d_]*|pusht[^\W\d_]*|ambadik[iy]|karatra|akyi"  # (Malagasy's and Twi's too; Tajik's back and card, `пушти корт`, `pushti kort`)
    r"|арт(?:ы|ын)[^\W\d_]*"  # (Kazakh's and Kyrgyz's "on its back", `артындағы`)
    r"|κάρτα[^\W\d_]*|καρτα[^\W\d_]*|π[ίι]σω|pis[ow]"  # (and "behind" in Greeklish)
    r"|ბარათ[^\W\d_]*|უკან[^\W\d_]*"
    r"|앞면|아멕스"  # (Korean's front and Amex: `아멕스 앞면 네 자리 …`)
    r"|카드|뒷면|spate[^\W\d_]*|cardul[^\W\d_]*"  # (Korean's card and back; Romanian's)  # (Georgian's card and "back")  # (Greek's card and "behind")
)
_CARD_CODE_TAIL = (
    r"(?:\s+(?:code|number|no\.?))?\)?"  # (`קוד אבטחה (CVV): …`: in brackets after a label)
    r"(?:[ \t]*[(（][^()（）\n]{1,40}[)）])?"  # noqa: RUF001, RUF003  (where, in brackets: `セキュリティコード（裏面の3桁）：…`)
    # Where it is printed: `security code on the back`, `CVC auf der Rückseite`.
    # (`… printed on the back`, `… printed small over the number`)
    # (or one word saying how they look, before where: `os quatro números pequenos na frente …`)
    r"(?:(?:\s+(?i:printed|written|shown)(?:\s+(?i:small|tiny|large|big))?"
    r"|\s+[^\W\d_]{3,12}(?=\s+(?i:na|no|on|en|au|sur|auf|an|op|sul|de)\s))?"
    r"\s+(?i:on|orn|at|from|of|above|below|under|over|next\s+to|beside|auf|an|de|del|au|sur|na|op|på|z|achter|hinter|behind|ar|ag|vun|y|en|in|long|ni|nin"
    r"|di|da|do|du|della|dla|pe|per|sa"
    r"|sul|sulla|nel|nella"  # (Italian's "on the", "in the": `CVV sul retro …`)
    r"|air"  # (Scottish Gaelic's "on": `an còd air cùl na cairt …`)
    r"|za|ya|cha"  # (Swahili's "of": `namba tatu za nyuma ya kadi ni …`)
    r"|ta"  # (Tsotsil's and Tseltal's "at": `oxib número ta spat tarjeta ja' …`)
    r"|ng|blo|blong|bilong"  # (Tagalog's and Tok Pisin's "of": `CVV ng card ko ay …`, `CVV blo kat …`)
    r"|"
    + ARABIC_CHAT_OF  # (Arabic chat's: `CVV mta3 el carta: …`)
    + r"|by|ku|kwa|pa|kumbuyo|d[èée]r?y[èée]r?|pushti|пушти|e(?=[ \t]+ambadik)|ambadik[iy]"  # (`… by the signature strip are …`; Bemba's and Chichewa's "at": `ku numa ya kadi`)
    r"|ki"  # (Haitian's "that": `twa chif ki dèyè kat la se …`)
    r"|π[ίι]σω|από|απο|στην|στη|στο|που"  # (Greek's "behind", "from", "on": `πίσω που την κάρτα`)
    r"|pan|pahn|pon"  # (Belizean Kriol's and Jamaican's "on": `… pan di back a di kaad da …`)
    r"|nyuma|derri[èe]re|сзади|szadi"  # (Swahili's, French's, Russian's "behind": `namba tatu nyuma ya kadi ni …`)
    r"|dietro"  # (Italian's: `le tre cifre dietro la carta sono …`)
    r"|wara"  # (Arabic's "behind" in Latin letters: `el arqam el thalatha wara el batga …`)
    r"|li|elli|illi"  # (and its "that": `el 3 ar2am li wara …`)
    r"|atr[áa]s"  # (Portuguese's and Spanish's "behind": `os três dígitos atrás do cartão são …`)
    r"|patras"  # (Papiamentu's: `e tres number patras di e karchi ta …`)
    # (Russian's "from", in Latin letters too, before a side: `cid s licevoy storony amex …`)
    r"|s(?=[ \t]+(?:licev|obor|zadn|tyl))|с"  # noqa: RUF001
    r"|над|под|на"  # (Russian's "above", "under", "on": `… четыре цифры над номером …`)
    r"|m[ặa]t\s+sau|[ởo]"  # (Vietnamese's back, "at": `ba so o mat sau the la …`)
    r"|اللي|ورا[ءئ]?|خلف|على|في"  # (Arabic's "that", "behind", "on": `الرمز اللي ورا البطاقة …`)
    r"|for)"  # (`the three number for back of the card be …`)
    # (a comma between: `on the front, right of the logo`; an Amex's number in its groups:
    # `above the number on the Amex 3425 411810 13715 are …`)
    # (its groups followed by a word, never the code itself: `… loja 4688 2349 3070 8736: 446`)
    # (a name's possessive among them: `on the back of Vovó's card are …`)
    r"(?:,?\s+(?:[^\W\d_]{1,12}(?:['’]s)?|"  # noqa: RUF001
    r"\d{4,6}(?=(?:\s+\d{4,6})*\s+[^\W\d_]))){1,8}?"
    # Or any few words of any language, a colon after them (`Prüfziffer der Karte: 677`), a
    # long compound among them (`am Unterschriftsfeld: 677`), a comma (`ng debit card ko, tatlo
    # lang: 416`).
    # (a card's digits among them: `CVV of the Visa 4830 6449 4045 0: …`, an Amex's groups of six
    # and five)
    # (a clause of up to fourteen words before the colon: `on the back of the card, the one for
    # the camp store: 352`)
    # (or a note in brackets and "is" before the digits: `… dell'Amex (4 cifre sul fronte) è …`)
    # (or the card's masked number: `код на обороте карты ************8240: …`)
    r"|(?:,?\s+(?:[^\W\d_][\w'\-]{0,24}|\d{1,6}|[*•]{4,16}\d{4})){1,14}?"
    r"(?:[ \t]*(?P<note>\([^()\n]{1,40}\)))?"
    r"(?=[ \t]*(?:[:=]|" + ARROW + r")|(?(note)[ \t]+(?i:is|è|é|es|est|ist|ay|ni)[ \t]+\d|(?!))))?"
    r"(?:\s+(?i:achterop|hinten|r[üu]ckseitig|au\s+dos|tagaküljel|takana|bagp[åa]|baksiden|baksidan|сзади|szadi))?"  # (`… achterop: 946`)
    r"[ \t]*(?:[:=#፡፦,]|"  # (a comma too: `… שלוש ספרות, 306`; Ethiopic's colons)
    + ARROW
    # "Is" or "are" in any language, by its shape: a word of one to four letters (`is`, `ye`,
    # `ni`, `yw`, `hè`, `sont`, `sind`, Tseltal's `ja'`), or `lautet`; right after the code's short name, one of five
    # to seven (Inuktitut's `taanna`, "this"; Malayalam's `ithaanu`, "this is").
    + r"|[-—–]|\bpo[ \t]+ay\b|\b[^\W\d_]{1,4}\b(?:['’](?=[ \t]))?|\blautet\b|(?<=(?i:cv[vcn2]|csc|cid)[ \t])[^\W\d_]{5,7}\b|\bε[ίι]ναι\b|['’]s(?=[ \t])"  # noqa: RUF001  (`… the card's 298`)
    # (or after the code's name with its 2: Turkmen's "my card's", `cvv2 kartam 682-e`)
    + r"|(?<=(?i:cvv2|cvc2)[ \t])[^\W\d_]{5,7}\b"
    # (or Korean's topic or subject particle glued to its name: `카드 뒷면 CVC는 148`)
    + r"|(?<=(?i:cvv|cvc|cvn|cid|csc|cv2))[는은이가](?=[ \t])"
    + r"|,?[ \t]*(?i:c['’](?:est|è))(?=[ \t]))?[ \t]*"  # noqa: RUF001  (French's "it's": `…, c'est 778`)
    + r"\x1f?[ \t]*"  # (or in the next field: `CVV` | `867`, `scrub_joined`)
    # (never a card number's group: `… Visa 4830 6449 …`; nor its last four, named so: `… the
    # card ending 8197 is …`, `… do cartão final 3151 é …`)
    r"(?<!ending )(?<!ends in )(?<!final )(?<!last four )(?<!terminado em )(?<!termina em )"
    r"(?P<code>\d{3,4})(?!\d|[ \-]\d)"
)
_CARD_CODE_RE = re.compile(
    # (or glued to a kana particle before it: `Amex のセキュリティコード…`)
    r"(?i:(?:\b|(?<=[\u3040-\u30ff])(?=セキュリティ))(?:cvv2?|cvc2?|cvn|cid|csc|card\s+(?:security|verification)\s+(?:code|value)"
    r"|security\s+code|[34][ \-]digit\s+(?:security\s+)?code|[34]-stellige[rn]?\s+code"
    # The same code in the languages printed on cards and checkout pages.
    r"|(?:karten)?pr[üu]f(?:nummer|ziffer|code|zahl)|s[ieé][ck]h?erhe[ie][td]s-?(?:code|koade|kood)"
    r"|cryptogramme(?:\s+visuel)?"
    r"|c[óo]digo\s+de\s+segur(?:idad|an[çc]a)|codice\s+(?:di\s+sicurezza|cvv)"
    # The Romance "code of security" by its stems, any variety (Corsican `còdice di sicurezza`,
    # Sardinian `còdighe de seguresa`, Friulian `codiç di sigurece`, Romanian `codul de securitate`).
    r"|c[óòoô]d(?:ice|igo|ighe|i[cç]|i|ul|e)\s+(?:(?:de|di|da|do|du|del|dla|della)\s+)?"
    r"(?:s[eiy][cgk]ur|segur|sicur|sigur|sekur)[^\W\d_]{0,8}"
    r"|kod\s+(?:cvv|cvc|zabezpieczaj[ąa]cy|surentez)|s[äa]kerhetskod|be[vf]eiligings-?(?:code|koade)"
    r"|kode\s+keamanan|kod\s+keselamatan"  # (Indonesian's and Malay's)
    r"|kontrollsiffror|trygg?[dð]ar-?k[oó][dð]a|[öo]ryggisk[oó][dð]i"  # (Faroese's, Icelandic's)
    r"|turvakoodi?|sikkerhe[dt]s-?kode|biztons[áa]gi\s+k[óo]d|g[üu]venlik\s+kodu|bezpe[čc]nostn[íi]\s+k[óo]d"
    r"|codul\s+de\s+securitate|m[ãa]\s+b[ảa]o\s+m[ậa]t|код\s+безопасности|κωδικός\s+ασφαλείας"
    r"|code(?=\s+on\s+the\s+(?:back|reverse))|k[òo]d\s+sekirite|セキュリティ[・ ]?コード"
    r"|security\s+digits"
    # (a card's "code" with its expiry after it: `card code 3989, exp 03/30`)
    r"|card\s+code(?=[ \t]*:?[ \t]*\d{3,4}[ \t]*[,;/]?[ \t]*(?:exp|valid|vence|v[áa]lid))"
    # (the numbers "on the back", no count said: `— los números de atrás son …`)
    # (its code right after them, a colon or "are" between)
    r"|(?:n[úu]meros|d[íi]gitos|numbers|digits)\s+(?:de\s+atr[áa]s|de\s+tr[áa]s"
    r"|del\s+(?:dorso|reverso)|do\s+verso|on\s+the\s+back)"
    r"(?=[ \t]*(?::|(?:are|is|son|es|s[ãa]o)[ \t])[ \t]*\d{3,4}(?!\d))"
    # (Russian's code "on the front/back side": `код на лицевой стороне Amex (4 цифры): …`)
    r"|код(?=\s+на\s+(?:лицев|обратн|задн|оборотн)[^\W\d_]*\s+сторон)"
    # (Russian's "code on the back of the card", Uzbek's, Hebrew's "security code")
    r"|код\s+на\s+обороте(?:\s+карты)?|karta(?:ning)?\s+orqasidagi\s+kod|קוד\s+(?:ה)?אבטחה"
    # (Kazakh's "the code on the back of the card", in Latin letters too)
    r"|(?:картаның|karta(?:n[ıiy][ńn])?)"  # noqa: RUF001
    r"\s+(?:артындағы|art[ıy]nda[ğgǵ][ıy])\s+(?:код|kod)"  # noqa: RUF001  (and 2021's `ǵ`)
    r"|보안\s?코드(?:\s*[34]\s*자리)?[는은이가]?"  # (Korean: `보안코드 3자리는 …`)
    r"|安全(?:代)?[码碼](?:是|為|为)?"  # (Chinese's "security code": `安全码 405`)
    r"|(?i:an[ \t]?quan[ \t]?ma)(?![^\W\d_])"  # (and in pinyin: `anquanma 175`)
    # Celtic (Gaelic `còd tèarainteachd`, Irish, Welsh; Breton `kod surentez` above), and above
    # Low German, Frisian, Luxembourgish (`Sekerheitscode`, `befeiligingskoade`, `Sécherheetscode`).
    r"|c[òóo]d\s+(?:t[èe]arainteachd|sl[áa]nd[áa]la|diogelwch)"
    r"|c[òó]d(?=\s+air\s+(?:a\s+)?ch?[ùu]l)"  # (Gaelic's "code on the back": `còd air cùl …`)
    # Its digits, said where they are printed: `the three digits on the back`, `les trois chiffres
    # au dos`, `die drei Ziffern hinten`.
    r"|(?:three|four|3|4|trois|quatre|drei|vier|tres|cuatro|tre|quattro|tr[êe]s|quatro|drie)\s+"
    r"(?:digits|numbers|chiffres|ziffern|zahlen|d[íi]gitos|n[úu]meros|cifre|numeri|cijfers)"
    r"(?=\s+(?:on|at|au|auf|de|del|en|no|sul|op|na|in)\s+(?:the\s+|der\s+|la\s+|de\s+)?"
    r"(?:back|reverse|dos|verso|r[üu]ckseite|atr[áa]s|reverso|retro|achterkant|parte\s+de\s+atr[áa]s)"
    r"|\s+(?:hinten|achterop|detr[áa]s|dietro)))(?:\b|(?=[는은이가][ \t])))"
    r"(?:-[^\W\d_]{1,4}\b)?" + _CARD_CODE_TAIL  # (a case's ending after a dash: `CVV-aa`)
)
# A word between the card's words: its letters run on through the vowel signs of India's scripts,
# which Python's `\w` leaves out (`கார்டுக்குப் பின்னால …`).
_GAP_WORD = r"[^\W\d_][\w'’\u0900-\u0dff]{0,14}"  # noqa: RUF001
# By the shapes of the words, any language: "three" or "four" and a word for digits or numbers,
# in either order (`namba`, `números`, `cifre`, `lambobi uku`), then within a few words the card's
# back or the card itself (`tri namba long baksait bilong kat`, `os três números atrás do cartão`),
# or the back or the card a few words before them (`atzeko hiru zenbakiak`, `kaart se drie syfers`).
_CARD_DESCRIBED_RE = re.compile(
    r"(?i:\b(?:(?:"
    + _BACK_OR_CARD
    + r")(?:,?[\s\-]+"
    + _GAP_WORD
    + r"){0,4}?,?[\s\-]+(?:(?:"
    + _THREE_FOUR
    # (a case's ending after a dash, `tin-ta`; a counter word between: Santali's `ᱯᱮ ᱜᱚᱴᱟᱝ ᱱᱚᱢᱵᱚᱨ`)
    + r")(?:-[^\W\d_]{1,3})?\s+(?:[^\W\d_]{1,5}\s+)?(?:"
    + DIGITS_WORD
    + r")|(?:"  # (or the digits' word first: `card puɔri zu nɔmbaa ata`)
    + DIGITS_WORD
    + r")\s+(?:"
    + _THREE_FOUR
    + r"))(?!\w)|(?:(?:"
    + _THREE_FOUR
    + r")\s+(?:[^\W\d_]{1,5}\s+)?(?:"
    + DIGITS_WORD
    + r")|(?:"
    + DIGITS_WORD
    + r")\s+(?:[^\W\d_]{1,3}\s+)?(?:"  # (a small word between: `nomboro ya vunharhu`)
    + _THREE_FOUR
    + r"))(?=(?:[\s\-]+"
    + _GAP_WORD
    # (`… tse di fa godimo ga nomoro ya Amex`: "above the number of"; an elided article glued
    # on: `… de nanzi a l'Amex`)
    + r"){0,7}?[\s\-]+(?:[ldLD]['’])?(?:"  # noqa: RUF001
    + _BACK_OR_CARD
    + r")(?![^\W\d_]))"
    # Or "code" on the back of a card (`the code printed on the back of the coop card is …`), or a
    # word for digits and, within a few words, both the back and the card (two such words), no
    # count said (`uṭṭunen n deffir n tkarḍa`).
    + r"|(?i:code)(?=(?:[\s\-]+[^\W\d_][\w']{0,14}){0,2}?[\s\-]+(?i:on[\s\-]+the[\s\-]+back[\s\-]+of)"
    + r"(?:[\s\-]+[^\W\d_][\w']{0,14}){0,3}?[\s\-]+(?i:card)(?![^\W\d_]))\b"
    # (Arabic's code, what is behind the card: `الرمز اللي ورا البطاقة …`)
    + r"|(?:ال)?(?:رمز|كود)(?=(?:\s+[^\W\d_]+){0,2}?\s+(?:ورا[ءئ]?|خلف|ظهر)\s+(?:ال)?(?:بطاق[ةه]|كرت))"
    + r"|(?:"
    + DIGITS_WORD
    + r")(?=(?:[\s\-]+"
    + _GAP_WORD
    + r"){0,4}?[\s\-]+(?:"
    + _BACK_OR_CARD
    + r")(?:[\s\-]+"
    + _GAP_WORD
    + r"){0,3}?[\s\-]+(?:"
    + _BACK_OR_CARD
    + r")(?![^\W\d_]))\b"
    # Or the back and the card first, then the word for digits (`au verso de ma carte, les
    # chiffres : 409`).
    + r"|(?:"
    + _BACK_OR_CARD
    + r")(?:[\s\-]+"
    + _GAP_WORD
    + r"){0,3}?[\s\-]+(?:"
    + _BACK_OR_CARD
    # (the count perhaps in brackets: `koden bak på kortet (tre siffer): 177`)
    + r")(?:,?[\s\-]+\(?"
    + _GAP_WORD
    + r"){0,2}?,?[\s\-]+\(?(?:"
    + DIGITS_WORD
    + r")\b))"
    + _CARD_CODE_TAIL
)
# The same in the scripts written without spaces, and Hindi's postpositions: the card, its back,
# its digits, then the code (`卡后面三个数字:170`, `카드 뒷면 숫자 세 개: 721`, `कार्ड का पीछे का
# तीन अंक: 912`; a full-width colon is read as a colon, `text_view`).
_CARD_WORD_UNSPACED = r"卡|カード|카드|कार्ड|কার্ড|ကတ်|കാർഡ|ಕಾರ್ಡ|କାର୍ଡ"  # (Malayalam's, Kannada's, Odia's)
# (Hokkien's back: `後壁`; Japanese's front, where an Amex prints its four: `表面、番号の上の4桁`)
_BACK_UNSPACED = r"裏面|背面|后面|後面|後壁|后壁|뒷면|表面|正面|앞면"
_CARD_UNSPACED_RE = re.compile(
    r"(?:" + _CARD_WORD_UNSPACED + r")[^\n:]{0,12}?"  # (`कार्ड पलटो तो पीछे …`, "flip the card")
    r"(?:后面|後面|背面|背后|背後|后底|後底|後壁|后壁|裏|뒷면|뒤|पीछे|पाछू|पिछाड़ि|पीठ|পিছ|နောက်ကျော"  # (Hindi's, Bhojpuri's, Bengali's)
    r"|पछाडि"  # (Nepali's, `कार्डको पछाडिको चार अंक`)
    r"|সামন|सामने|अगाडि"  # (Bengali's, Hindi's and Nepali's front, where an Amex prints its four)
    r"|പിന്ന|ಹಿಂದ|ପଛ"  # (Malayalam's, Kannada's, Odia's "behind")
    r"|ရှေ့)"  # (Burmese's front, where an Amex prints its four: `Amex ကတ်ရှေ့က ဂဏန်းလေးလုံး`)
    r"[^\n:]{0,14}?(?:数字|數字|位数|位數|个数|個數|碼|码|[個个]字|桁|숫자|अंक|नंबर|नम्बर|নম্বর|সংখ্যা|ဂဏန်း|അക്ക|ಅಂಕ|ସଂଖ୍ୟା|ନମ୍ବର)[^\n:\d]{0,20}?[ \t]*:?[ \t]*(\d{3,4})(?!\d)"
    # (or no card's word: its back and the count of its digits, `裏面に印字された3桁の番号: 714`)
    r"|(?:" + _BACK_UNSPACED + r")[^\n:\d]{0,10}?(?:[34]|三|四|세|네)[ \t]?(?:桁|位|個|个|자리)"
    # (no colon after the code's word: `正面四位安全码 4404`, "the four-digit code on the front")
    # (or "number" after the count, `背面三位数 774`, "the three-digit number on the back")
    r"[^\n:\d]{0,8}?(?:(?:番号|数字|數字|号码|號碼|碼|码|数|數|숫자|번호)[ \t]*:?|[ \t]*:)[ \t]*(\d{3,4})(?!\d)"
    # (or Thai's and Lao's digits, then "behind the card": `เลขสามตัวหลังบัตร: 222`)
    # (the count in digits after it: `เลขหลังบัตร 3 ตัว: 902`)
    r"|(?:เลข|ເລກ)[^\n:\d]{0,12}?(?:หลังบัตร|ຫຼັງບັດ)(?:[ \t]*[34][ \t]*(?:ตัว|ໂຕ))?[^\n:\d]{0,12}?[ \t]*:?[ \t]*(\d{3,4})(?!\d)"
)
# What it needs, looked for by RE2 first (beyond ASCII Python would try it at every word): a
# word for digits at a word's start, its endings left out (a looser look).
_DIGITS_LOOK = re2.compile(
    r"(?i)(?:^|\PL)(?:" + DIGITS_WORD.replace(r"[^\W\d_]*", "") + "|code|(?:ال)?(?:رمز|كود))"
)


@lru_cache(maxsize=4)
def says_digits(text: str) -> bool:
    """Whether ``text`` may hold a word for digits (`_DIGITS_LOOK`; two finders ask of a text)."""
    return _DIGITS_LOOK.search(text) is not None


_IBAN_RUN_RE = re.compile(r"(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,32}")
_SSN_RE = re.compile(r"(?<![\d\-])\d{3}-\d{2}-\d{4}(?![\d\-])")
# Brazil's CPF as it is written (`123.456.789-09`); its two check digits decide.
_CPF_RE = re.compile(r"(?<![\d.\-])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\d\-])")
_ID_LABELS = (
    r"(?i:(?<![^\W_])(?:ssn|ss\#|social(?:\s+security)?|social\s+insurance|national\s+insurance"
    r"|national\s+id(?:entity)?|ni\s+(?=number|no)|(?:id|identity|passport)\s+(?=number|no|card|\#|numba|namba)"
    r"|civil\s+(?:id\b|(?=number|no))"  # (the Gulf's civil number: `civil number 8241…`)
    r"|tax\s+(?:id|code|file)|cpf|dni|pesel|bsn|burgerservicenummer|aadhaa?r|आधार|আধার|આધાર|ആധാർ|personnummer"
    r"|henkil[öo]tunnus|cpr|steuer-?id|steuer-?nummer|(?:steuerliche\s+)?identifikationsnummer"
    r"|sozialversicherungsnummer|ahv(?:-?nummer)?|avs|codice\s+fiscale"
    r"|num[ée]ro\s+(?:de\s+s[ée]curit[ée]\s+sociale|fiscal)|nhs|medicare|pps|nric|fødselsnummer"
    r"|f[öo]dselsnummer|rodn[ée]\s+[čc][ií]slo|tc\s+kimlik(?:\s+no)?|kimlik\s+no|cnp|egn|oib"
    r"|jmbg|emšo|amka|ssn|itin|tpin|ird|tfn|my\s*number|cuil|cuit|nss|nie"
    r"|driver'?s?\s+licen[cs]e|driving\s+permit|nino|alien\s+registration"
    # A driving licence by its name in other languages (`körkortsnummer`, `Führerschein`).
    r"|k[öo]rkorts?(?:num+[er]{2}|nr)?|f[øo]rerkort(?:nummer(?:et)?)?|k[øo]rekort(?:snummer)?"
    r"|ajokortti(?:numero)?|rijbewijs(?:nummer)?|f[üu]hrerschein(?:nummer)?"
    r"|permis\s+de\s+conduire|licencia\s+de\s+conducir|carn[ée]t?\s+de\s+conducir"
    r"|carta\s+d[ie]\s+condu[çc][ãa]o|carteira\s+de\s+motorista"  # (Portugal's, Macau's, Brazil's)
    r"|patente\s+di\s+guida|prawo\s+jazdy|[řr]idi[čc]sk[ýy]\s+pr[ůu]kaz"
    # More countries' names for it: Belgium, Estonia, Latvia, Lithuania, Iceland, France's
    # short `numéro de sécu`, Germany's and Austria's ids, the Nordic `-nummer` compounds.
    r"|rijksregister(?:nummer)?|insz|niss|num[ée]ro\s+(?:national|de\s+registre\s+national)"
    r"|isikukood|personas\s+kods|asmens\s+kodas|kennitala|persoonsnummer|sofi-?nummer"
    r"|num[ée]ro\s+de\s+s[ée]cu(?:rit[ée]\s+sociale)?|n[°º]\s*de\s+s[ée]cu|carte\s+vitale"
    r"|(?:personal)?ausweis-?nummer|sv-?nummer|versicherungsnummer|e-?lidstaat|pesel"
    r"|personal\s+(?:id|identity)(?:\s+code)?|identity\s+code|id-?nummer|henkil[öo]numero"
    # Ids by their own names: Israel's, Bulgaria's, North Macedonia's, Kazakhstan's, Ukraine's.
    r"|teudat\s+zehut|mispar\s+zehut|егн|лнч|ембг|иин|рнокпп|ипн|hetu|cnic|nin"
    # (Pakistan's identity card in Urdu and Balochi in Latin letters, `shanakhti card`, and its
    # national tax number, `NTN`)
    r"|shanakhti(?:\s+(?:card|kard))?|ntn"
    # Malaysia's (its children's and non-citizens' cards too), Indonesia's, Latin America's,
    # Vietnam's, India's (`PAN card`).
    r"|my\s*kad|my\s*kid|mykas|mytentera|nomor\s+induk\s+kependudukan|c[ée]dula(?:\s+de\s+(?:identidad|ciudadan[íi]a))?"
    r"|c[ăa]n\s+c[ướ]+c(?:\s+c[ôo]ng\s+d[âa]n)?|pan\s+(?=card|number|no)"
    r"|epic\s+(?=card|number|no)"  # (India's voter card, its EPIC number: `ABC1234567`)
    # (a resident's identity card or number: China's 居民身份证, `resident_id`)
    r"|residen(?:t|ce)(?:\s+identity)?\s+(?=id\b|card|permit)"
    r"|(?:पैन|ਪੈਨ)\s+(?=कार्ड|नंबर|ਕਾਰਡ|ਨੰਬਰ)"  # (and in Hindi's and Punjabi's letters)
    # (Vietnam's social insurance number, `mã số BHXH`)
    r"|bhxh|b[ảa]o\s+hi[ểe]m\s+x[ãa]\s+h[ộo]i"
    # Austria's register number, Lithuania's and Indonesia's driving licences.
    r"|zmr(?:[-\s_]?zahl)?|vairuotojo\s+pa[žz]ym[ėe]jim(?:o|as)|nomor\s+sim"
    # Northern Ireland's health and care number, the US arrival record (I-94), Malaysia's
    # permanent residents' card, New Zealand's business number, UNHCR's refugee number,
    # Sweden's bank giro.
    r"|h&?c\s+(?=number|nummer|no)|health\s+and\s+care(?=\s+number)"
    r"|i-?94(?:\s+admission)?(?=\s+(?:number|no|record))|mypr|nzbn"
    r"|unhcr(?:\s+individual)?(?=\s+(?:number|no|id))|(?:bank|plus)giro(?:konto|nummer)?"
    # France's registration certificate's form number, Poland's vehicle registration document,
    # French Polynesia's TAHITI number, Australia's Working with Children Check.
    r"|num[ée]ro\s+de\s+formule|dow[óo]d(?:u)?\s+rejestracyjn[^\W\d_]*|num[ée]ro\s+tahiti"
    r"|working\s+with\s+children\s+check"
    # New Caledonia's RIDET (a firm's and its branch's number: `4680143.003`).
    r"|(?:num[ée]ro\s+)?ridet|sevis(?=\s+(?:id|number|no))"  # (and the US student visa's SEVIS id)
    r"|mavi\s+kart"  # (Turkey's card for former citizens, on their TC Kimlik number)
    r"|cerpac"  # (Nigeria's residence permit and aliens card)
    r"|ration\s+card(?=\s+(?:number|no|nambar|nomba))"  # (India's ration card)
    # (Lithuania's identity card, Norway's driving licence in Nynorsk, Korea's service number,
    # Japan's researcher number)
    r"|asmens\s+tapatyb[ėe]s\s+kortel[ėe]s?|f[øo]rarkort(?:et)?|군번|研究者番号"
    # (Slovakia's insured person's number, Slovenia's driving licence)
    r"|[čc][ií]sl[oa]\s+poisten(?:ca|ec|ce)|vozni[šs]k[oe]\s+dovoljenj[ea]"
    # (Finland's reindeer owner's number, a Sámi siida's share; Nepal's health insurance)
    r"|poronomistaja(?:n)?(?:\s*numero)?|siida(?:andels|oasi)[^\W\d_]*|स्वास्थ्य\s+बीमा\s+नम्बर"
    # Nepal's national identity card and driving licence (`राष्ट्रिय परिचयपत्र नम्बर`).
    r"|राष्ट्रिय\s+परिचयपत्र|(?:सवारी\s+)?चालक\s+अनुमतिपत्र)(?:\b|(?=_)))"
    # (not the first part of a code, glued to the rest by a dash: a lot's `PAN-2031-SF-07`)
    # (Brazil's identity card, its general registry, `RG`)
    r"|\b(?:SIN|TIN|NIE|NIF|NIR|RUT|RFC|CURP|NIP|PIS|NIK|KTP|PAN|CCCD|RČ|UAN|RG)(?![^\W_]|-\d)"
    r"|ՀՎՀՀ|ՀԾՀ"  # (Armenia's taxpayer number and public service number)
    r"|マイナンバー|個人番号|주민등록번호|외국인등록번호|身份证号?码?|身分證字號|ИНН|СНИЛС|เลขประจำตัวประชาชน|บัตรประชาชน"
    # Laos's identity card; Thailand's and Laos's household registers (`ทะเบียนบ้าน`, its house
    # code `รหัสประจำบ้าน`, Laos's family book `ສຳມະໂນຄົວ`).
    r"|ເລກບັດປະຈຳຕົວ|ບັດປະຈຳຕົວ|รหัสประจำบ้าน|ทะเบียนบ้าน|ເລກສຳມະໂນຄົວ|ສຳມະໂນຄົວ"
    # China's medical insurance card and housing fund account, Japan's health insurance number.
    # (Japan's health insurance card's symbol and number, a dialect's copula perhaps after it)
    r"|保険証の?(?:記号)?番号(?:だべさ|だべ|やで|や)?"
    r"|医保卡号?|公积金账?号|被保険者番号|住民票コード|健保卡[號号]?|戶號|户号|ΑΜΚΑ|ΑΜΑ|PHIN|社保卡[嘅的]?卡[号號]码?|导游证[个個的]?[号號]码?"  # noqa: RUF001
)
_ID_LABELS = _ID_LABELS.replace(r"\s+", r"[\s_]+")  # (snake case too: `tax_id`, `nhs_number`)
_THAI_LAO = "\u0e00-\u0eff"  # (Thai and Lao, their vowel signs and tone marks too)
_WHOSE_WORD = r"[\w'’.\-&" + _THAI_LAO + "]"  # noqa: RUF001
_ID_LABEL_RE = re.compile(
    r"(?:"
    + _ID_LABELS
    + r")(?i:[ \t\-_]*(?:number|nummer|nummar|nambar|numba|namba|no\.?|nr\.?|num(?:ber|[ée]ro)?|card|नम्बर|नंबर|ਨੰਬਰ|নম্বর|নাম্বার|નંબર|നമ്പർ))?"
    r"[ \t]*[#)]?"  # (`tax id (NIK) …`)
    # (what for, in brackets, then a colon or "is": `住民票コード（…用）：`)  # noqa: RUF003
    r"(?P<why>[ \t]*[(（][^()（）\n]{1,24}[)）](?=[ \t]*(?:[:=：]|\b(?:is|ist|est|es)\b)))?"  # noqa: RUF001
    # (Tagalog's and Cebuano's "is", `ay`, `kay`: `ang TIN nako kay …`)
    # (whose it is, between: `the UAN of Amit is …`, `NIN for Mary Okafor: …`; any words before a
    # colon or an "is": `MyPR no. of the new staff nurse: …`, `Bankgiro fer Kantarell ir …`)
    # (Caribbean Creoles' "for", `fi`: `ID numba fi Delroy da …`)
    r"(?P<whose>[ \t]+(?:of|for|fi)[ \t]+(?:[A-Z][\w'’]{1,20}[ \t]+){0,2}?[A-Z][\w'’]{1,20}"  # noqa: RUF001
    # (a note in brackets may come first: `číslo poistenca (kartička Dôvery) zraneného lyžiara:`)
    r"|(?:[ \t]*[(（][^()（）\n]{1,30}[)）])?"  # noqa: RUF001
    # (the "is" that follows a name: fewer than `IS_WORDS`, whose `e`, `on`, `to` follow names
    # in prose; Latvian `ir`, Swiss `ä`, Alur `niiyo`, Danish `er`, Turkish `o`, Vietnamese `là`)
    r"(?:[ \t]+" + _WHOSE_WORD + r"{1,24},?){1,8}?"
    # (a note in brackets after them: `RG da Socorro (SSP-CE): …`, the issuing state's police)
    r"(?:[ \t]*[(（][^()（）\n]{1,30}[)）])?"  # noqa: RUF001
    r"(?=[ \t]*(?::|\b(?:is|ir|ä|niiyo|ni|είναι|er|o|là|k?ay|da)\b))"
    # (Thai and Lao glued to the label, no space between words: `…ตามทะเบียนบ้านของพี่…:`)
    # (or before a Thai card's laser code, its own shape: `…ของฮาเป๋น FE2-4833774-69`)
    r"|(?<=[" + _THAI_LAO + r"])[" + _THAI_LAO + r"]{1,40}"
    r"(?=[ \t]*:|[ \t]+[A-Z]{2}[0-9]-[0-9]{7}-[0-9]{2}(?![\w\-])))?"
    # (\x1f: the label ends one field, the id starts the next: `scrub_joined`)
    r"[ \t\x1f]*(?:[:=|"
    + "\u055d"  # (the Armenian comma, as a colon, after `ՀՎՀՀ`)
    + r"]|-|→|=>|(?i:\b(?:is|isch|es|é|est|ist|to|je|är|ä|er|on|o|was|ir|niiyo|ni|είναι|là|chu|k?ay|da)\b))?"
    r"[ \t\x1f]*"
    r"(?P<v>[A-Z0-9](?:[A-Z0-9]|[ .\-/](?=[A-Z0-9])){4,24})"
)
# Words that name an id as a key's last word only (`nsw_licence`, `driverLicense`): in a text
# the word names a software's licence too.
_KEY_ONLY_LABELS = r"licen[cs]e|nia"  # (France's NIA as a key: `nia`; a word in Swahili)
# A metadata key that names an id (`nhs_number`, `sin`, `tax_id`): its value is one.
_ID_KEY_RE = re.compile(
    r"(?i:" + _ID_LABELS + "|" + _KEY_ONLY_LABELS + r")"
    r"(?i:[ _\-]*(?:number|nummer|no|nr|num|card|code|id))?"
)


def names_an_id(key: str) -> bool:
    """Whether a metadata key (`nhs_number`, `sin`, `teudat_zehut`) names a national id."""
    return _ID_KEY_RE.fullmatch(key.strip().replace("_", " ")) is not None


# The labels that only name an id when a number follows: `ID 4471`, not `id` alone.
_ID_NEEDS_DIGITS = 5
_PAN_RE = re.compile(r"[A-Z]{5}\d{4}[A-Z]")
# A card's version number after the id (New Zealand's driver licence prints one: `version 648`).
_CARD_VERSION_RE = re.compile(
    r"[ \t]*,?[ \t]*(?i:version|ver\.?)[ \t]*(?:no\.?[ \t]*)?:?[ \t]*\d{3}(?!\w)"
)  # India's PAN: four digits, letters by its shape


# National schemes' cards beginning with 8 or 9: Vietnam's NAPAS, Armenia's ArCa, Serbia's
# DinaCard, Tajikistan's Korti Milli, Belarus' Belkart, Uzbekistan's Humo and Uzcard.
_NATIONAL_PREFIXES = frozenset(("9704", "9051", "9891", "9762", "9112", "9860", "8600"))


def _card_ok(digits: str) -> bool:
    """A card number: a known issuer prefix, its length, and a valid Luhn check digit."""
    n, head = len(digits), digits[:2]
    if not 13 <= n <= 19:
        return False
    if digits[0] == "4":
        brand = True
    elif digits[0] == "5":
        brand = "50" <= head <= "59" and (n == 16 or head not in ("51", "52", "53", "54", "55"))
    elif digits[0] == "2":
        brand = n >= 16 and ("2200" <= digits[:4] <= "2204" or "2221" <= digits[:4] <= "2720")
    elif digits[0] == "3":
        brand = (head in ("34", "37") and n == 15) or head in ("30", "35", "36", "38", "39")
    elif digits[0] in "89":
        brand = n in (16, 19) and digits[:4] in _NATIONAL_PREFIXES
    else:
        brand = digits[0] == "6"
    return brand and luhn.is_valid(digits)


def _four_by_four(groups: list[tuple[int, int]], digits: str) -> bool:
    """Sixteen digits printed as a card is, four groups of four (nineteen: a group of three
    after them), with a valid Luhn check digit: a card of a national scheme whose prefix
    `_card_ok` does not list (Humo's `9860`, Belkart's `9112`, UzCard's `8600`, Napas' `9704`)."""
    sizes = [e - s for s, e in groups]
    return sizes in ([4, 4, 4, 4], [4, 4, 4, 4, 3]) and luhn.is_valid(digits)


def _cards(text: str) -> Iterator[Span]:
    for m in _CARD_RUN_RE.finditer(text):
        run = m.group()
        # The groups a run is written in, with their offsets: a card is consecutive groups.
        groups = [(g.start(), g.end()) for g in re.finditer(r"\d+", run)]
        seps = [run[e] for _s, e in groups[:-1]]
        if len(set(seps)) > 1:  # mixed separators: a date-time or an address, or a card and
            # what follows it (`4111-1111-1111-1111 10/30`): the groups of the first separator
            groups = groups[: next(i for i, sep in enumerate(seps) if sep != seps[0]) + 1]
        i = 0
        while i < len(groups):
            found = None
            digits = ""
            for j in range(i + 1, len(groups) + 1):  # the groups from i on, while 19 digits or
                start, end = groups[j - 1]  # fewer (so a long run is read in linear time)
                digits += run[start:end]
                if len(digits) > 19:
                    break
                grouped = j == i + 1 or all(3 <= e - s <= 6 for s, e in groups[i : j - 1])
                if grouped and (_card_ok(digits) or _four_by_four(groups[i:j], digits)):
                    found = j  # the longest valid card from i
            if found is None:
                i += 1
                continue
            start = m.start() + groups[i][0]
            # (a product's barcode after its name: `JAN code 4901234567894`; a barcode's length
            # after it is one, its check digit misread or not: `barcode 4870201234566`)
            barcode = digits[: sum(e - s for s, e in groups[i:found])]
            if not (
                (ean.is_valid(barcode) or len(barcode) in _BARCODE_LENGTHS)
                and BARCODE_NAME_RE.search(text, max(0, start - 48), start)
            ) and not _TRACKING_BEFORE_RE.search(text, max(0, start - 40), start):
                yield start, m.start() + groups[found - 1][1], "card_number"
            i = found


_BARCODE_LENGTHS = frozenset((8, 12, 13, 14))  # (EAN-8, UPC-A, EAN-13, GTIN-14)
# A parcel's tracking word right before the digits: the carrier's number, whatever its check digit
# (`Andreani tracking 360002918845710`).
_TRACKING_BEFORE_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:" + PARCEL_WORDS + r")(?:[ \t]+(?:number|no\.?|n[úuº°]|code|id))?)"
    r"[ \t]*[:#]?[ \t]*\Z"
)


# (RE2 finds where each could start, Python reads it there: `first_look.Starts`)
_CARD_CODE, _ID_LABEL = Starts(_CARD_CODE_RE), Starts(_ID_LABEL_RE)
_CARD_DESCRIBED = Starts(_CARD_DESCRIBED_RE)


# A card's last four named by "ending" before the code's own colon (`CID of the Amex ending 0096:
# 2656`): the number's end, the code after the colon.
_ENDING_BEFORE_RE = re.compile(
    r"(?i:ending(?:[ \t]+(?:in|with))?|ends[ \t]+(?:in|with)"
    # (Spanish, Portuguese, Italian, French, German: `tarjeta terminada en 7454: 686`)
    r"|termina(?:d[ao])?[ \t]+(?:en|em|con|in)|finissant[ \t]+par|endend[ \t]+(?:auf|mit))[ \t]+\Z"
)
_CODE_AFTER_RE = re.compile(r"[ \t]*[:=][ \t]*(\d{3,4})(?!\d|[ \-]\d)")


def _card_codes(text: str) -> Iterator[Span]:
    for m in _CARD_CODE.finditer(text):
        start, end = m.span("code")
        after = _CODE_AFTER_RE.match(text, end)
        if after is not None and _ENDING_BEFORE_RE.search(text, max(0, start - 20), start):
            start, end = after.span(1)
        yield start, end, "card_code"


# "The last four digits" of a card are its number's end, printed on every receipt, not the code
# on its back (`the last four of my card 0932`, `картамдын акыркы төрт саны 0932`).
_LAST_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:last|final|ending|letzten?|derni[eè]re?s|[úu]ltim[oa]s|ultim[ei]"
    r"|laatste|sista|siste|sidste|viimeiset|ostatnie|posledn[íi]|последни[ех]|останні|акыркы"  # noqa: RUF001
    r"|соңғы|oxirgi|son(?=\s+(?:d[öo]rt|4))|τελευταία|τελευταίους)(?![^\W\d_]))"
)
_LAST_REACH = 24  # (the word for "last" stands right before the count, or among the words)


def _described_card_codes(text: str) -> Iterator[Span]:
    if not says_digits(text):
        return
    for m in _CARD_DESCRIBED.finditer(text):
        if _LAST_RE.search(text, max(0, m.start() - _LAST_REACH), m.start("code")):
            continue
        yield m.start("code"), m.end("code"), "card_code"


def _unspaced_card_codes(text: str) -> Iterator[Span]:
    for m in _CARD_UNSPACED_RE.finditer(text):
        group = next(g for g in (1, 2, 3) if m.group(g) is not None)
        yield m.start(group), m.end(group), "card_code"


def _ibans(text: str) -> Iterator[Span]:
    for m in _IBAN_RUN_RE.finditer(text):
        run = m.group()
        positions = [i for i, c in enumerate(run) if c != " "]
        compact = "".join(run[i] for i in positions)
        for length in range(min(len(compact), 34), 14, -1):
            try:
                iban.validate(compact[:length], check_country=False)
            except ValidationError:
                continue
            yield m.start(), m.start() + positions[length - 1] + 1, "iban"
            break


# A bank account by its branch's code, where a country has no IBAN: Australia's BSB, the UK's
# and Ireland's sort code, then the account's number (`BSB 065-123, account 298093456`).
_BRANCH_ACCOUNT_RE = re.compile(
    r"(?i:\bBSB|sort[ \t]+code)[ \t:#]*\d{2,3}[\- ]?\d{2,3}(?:[\- ]\d{2})?[ \t]*[,;/|]?[ \t]*"
    r"(?i:acc(?:oun)?t?|a/c)(?:[ \t]*(?:no\.?|number|nr\.?|#))?[ \t:#]*(?P<v>\d{5,10})(?![\d\-])"
    # (Russia's and Belarus' bank code, BIK, then the account's twenty digits)
    r"|(?:\bBIK|БИК)[ \t:#]*0\d{8}[ \t]*[,;/|]?[ \t]*(?i:acc(?:oun)?t?|сч[её]т|р/с)"  # noqa: RUF001
    r"(?:[ \t]*(?:no\.?|number|№|#))?[ \t:#]*(?P<w>\d{20})(?!\d)"
    # (New Zealand's account as it is printed, bank, branch, account and suffix: `03-1318-…-684`)
    r"|(?<![\w\-])(?P<nz>\d{2}-\d{4}-\d{7}-\d{2,3})(?![\w\-])"
)


def _branch_accounts(text: str) -> Iterator[Span]:
    for m in _BRANCH_ACCOUNT_RE.finditer(text):
        group = next(g for g in ("v", "w", "nz") if m.group(g) is not None)
        if group == "nz" and not nz_bankaccount.is_valid(m.group(group)):
            continue  # (its bank and branch are no New Zealand bank's)
        yield m.start(group), m.end(group), "bank_account"


# A word for calling right before the number, perhaps a few words linking them (`The co-op's
# landline 082-57-1394`, `call me at …`): a telephone's number in the same groups.
_CALLED_BEFORE_RE = re.compile(
    r"(?:[ \t]+(?i:me|us|him|her|them|at|on|is|was|number|no\.?|nr\.?|\#)){0,3}"
    r"[ \t]*[:=\-]?[ \t]*\Z"
)
_CALLED_REACH = 40


def _ssns(text: str) -> Iterator[Span]:
    for m in _SSN_RE.finditer(text):
        if not ssn.is_valid(m.group()):
            continue
        window = max(0, m.start() - _CALLED_REACH)
        if any(
            _CALLED_BEFORE_RE.match(text, call.end(), m.start())
            for call in CALL_WORD_RE.finditer(text, window, m.start())
        ):
            continue  # (a telephone's number: `landline 082-57-1394`)
        yield m.start(), m.end(), "national_id"


def _cpfs(text: str) -> Iterator[Span]:
    for m in _CPF_RE.finditer(text):
        if cpf.is_valid(m.group()):
            yield m.start(), m.end(), "national_id"


# The owner's word alone between the label and the value says whose, not which id: `TIN ko`,
# `TIN nako` (Tagalog's and Cebuano's "my"), `my NIN`.
_POSSESSIVES = words(
    "my our your his her their ko nako namo nato mo nimo niya nila ku mi mio mia meu minha mon"
    " ma mein meine mijn"
)


def _possessive(between: str) -> bool:
    """Whether the words between an id's label and its value are only an owner's word."""
    said = between.replace(",", " ").lower().split()
    return bool(said) and all(word in _POSSESSIVES for word in said)


def _labelled_ids(text: str) -> Iterator[Span]:
    for m in _ID_LABEL.finditer(text):
        start = m.start("v")
        kept: list[str] = []
        for token in m.group("v").split(" "):
            if any(c.isdigit() for c in token) or (len(token) <= 2 and token.isalpha()):
                kept.append(token)
            else:
                break
        value = " ".join(kept).rstrip(" .-/")
        between = "whose" if m.group("whose") is not None else "why"
        if m.group(between) is not None and not _possessive(m.group(between)):
            # (words between: an id whose name has a checksum is that id only when it holds,
            # `NIP for the office rent invoice: …`, `TFN (for the super fund): …`)
            label = m.group()[: m.start(between) - m.start()]
            if has_check(label) and not id_by_name(label, value):
                continue
        if sum(c.isdigit() for c in value) >= _ID_NEEDS_DIGITS or _PAN_RE.fullmatch(value):
            # (the card's version after it, which goes with the number: `… FK440466 version 648`)
            version = _CARD_VERSION_RE.match(text, start + len(value))
            yield start, (start + len(value)) if version is None else version.end(), "national_id"


FAMILIES = (
    Family("card_number", _CARD_RUN_RE, _cards, needs_digit=True),
    Family("card_code", _CARD_CODE_RE, _card_codes, needs_digit=True),
    Family(
        "card_code_described",
        # (its gate its digits: a word-level gate swelled the first look's automaton, and the
        # finder looks for a word for digits with RE2 first)
        re.compile(r"\d{3}"),
        _described_card_codes,
        needs_digit=True,
    ),
    Family(
        "card_code_unspaced",
        re.compile(_CARD_WORD_UNSPACED + r"|" + _BACK_UNSPACED + r"|หลังบัตร|ຫຼັງບັດ"),
        _unspaced_card_codes,
        needs_digit=True,
    ),
    Family("iban", _IBAN_RUN_RE, _ibans, needs_digit=True),
    Family("branch_account", _BRANCH_ACCOUNT_RE, _branch_accounts, needs_digit=True),
    Family("ssn", _SSN_RE, _ssns, needs_digit=True),
    Family("cpf", _CPF_RE, _cpfs, needs_digit=True),
    Family(
        "national_id",
        _ID_LABEL_RE,
        _labelled_ids,
        needs_digit=True,
        hint=re.compile(
            r"\d(?:[A-Z0-9 .\-/]{0,20}?\d){4}|" + _PAN_RE.pattern
        ),  # (five digits within the value)
    ),
    *_STDNUM_IDS,
)
