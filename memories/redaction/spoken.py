# ruff: noqa: RUF001  (words of other languages are what this file is about)
"""Passwords spelled out in words: "the word hunter followed by 092", "Das Passwort ist das Wort
kohlrabi, dann 534", "It's Tortellini with a capital first letter and 293 at the end".

Part of the scrubber (`memories.redaction`); pure. A password label (any language), its "is",
then a word and what is added to it (a number, a year, a symbol), in the languages people say it
in; or, with no label, a word whose case is described and something added to it. The whole
description goes (`[REDACTED:password_assignment]`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import re2

from memories.redaction.assign_words import ARROW
from memories.redaction.credentials import BEFORE_NAMED, NAMED_RE
from memories.redaction.family import Family, Span
from memories.redaction.first_look import Starts, loosened
from memories.redaction.label_search import label_matches
from memories.redaction.labels import KEY_LABEL_RE, PROSE_WORDS, label_kind, words
from memories.redaction.logins import WIFI_WORDS
from memories.redaction.shaped import NOT_MODIFIERS
from memories.redaction.units import CLOSING_PARTICLES, COUNTS

__all__ = ["ACCOUNT", "CASE_STEMS", "FAMILIES", "NOT_FIRST_ENDS", "WORD_FOR_WORD"]

_IS = (
    r"(?::|=|[-–—]|(?i:\b(?:is|was|ist|lautet|war|es|est|era|é|è|är|er|jest|je|to|on|brzmi"
    r"|wynosi|este|adalah|là|és|είναι|это|це|zní|היא|הוא|yw(?:['’]r)?"  # (Welsh `yw'r`)
    r"|ko|um|ᱫᱚ|dia"  # (Tokelauan, Livonian, Santali, Malagasy)
    r"|chu"  # (Mizo's topic, its "is" after the word: `thumal thuruk chu … a ni`)
    r"|kaymi|kanmi"  # (Quechua's "this is", "is": `claven kaymi: …`)
    r"|ta(?:\s+(?:holo|hocche|hoilo))?)(?![^\W_]))"  # (Bengali in Latin letters: `pass ta …`)
    # (the particles that join a CJK or Thai label to its value: Cantonese `係`, Amami `や`)
    r"|[はが是为為係や는은이가]|คือ)"
)
# The word for "word" in many languages at once (Romance, Germanic, Celtic, Slavic, Baltic,
# Finnic, …), and the articles that stand before it.
WORD_FOR_WORD = (
    r"word|wort|woord|woort|wuert|wurd|orð(?:ið)?|ord(?:et)?|mot|parol{1,2}[aeo]|paraul[aeo]"
    r"|peraul[ae]|palor[aeu]|palabra|palavra|cuv[âa]nt(?:ul)?|f[aeu]+d+u|vocabolo|vorto|verbum"
    r"|fjal[aë]|hitza|kelma|s[łl]owo|wyraz|slovo|слово|beseda|besedo|rije[čc]|re[čc]|дума(?:та)?"
    r"|zbor(?:ot)?|збор(?:от)?"  # (Macedonian, its article glued: `зборот`)
    r"|žod(?:is|į)|v[āa]rd[su]?|s[õo]n[aā]|sana|kelime|kata|gair|focal|facal|ger|pled|neno|λέξη|המילה"
    r"|er[ae]yga"  # (Somali)
    r"|salita(?:ng)?|pulong"  # (Tagalog, Cebuano)
    r"|t?l?ajtol[ie]?|tlahtolli"  # (Nahuatl's, in the Huasteca's and the Sierra's spellings)
    r"|dungu|ቃል"  # (Mapudungun's; Tigrinya's and Amharic's: `ቃል netela ድሕሪኡ 7855`)
    r"|liloba|diloungou(?:\s+di)?"  # (Lingala's; Punu's, "the word of": `diloungou di …`)
)
_ARTICLE = (
    r"(?:the|das|dat|die|het|de|den|det|le|la|il|lo|el|lu|u|su|sa|a|o|an|am|ar|y|it|ny|ang"
    r"|l['’]\s?)"
)
_THE_WORD = (
    r"(?i:the\s+(?:word|name|letters?|bird|animal|fruit|flower|tree|city|town|colou?r|fish|planet"
    r"|country|river|mountain)|das\s+Wort|den\s+Namen|s[łl]owo|wyraz|le\s+mot"
    r"|la\s+palabra|la\s+parola|a\s+palavra|la\s+paraula|s[õo]na|het\s+woord|ordet|sana|kelime|(?:це\s+)?слово|slovo"
    r"|cuv[âa]ntul|ch[ữu]|t[ừu]|単語|单词|單詞|단어|คำว่า"
    r"|kat[ao]|(?:η\s+)?λέξη|המילה|az?(?=\s+[^\W_]{3,24}\s+sz[óo](?![^\W\d_]))"  # (`a … szó`)
    r"|(?:y\s+)?gair"  # (Welsh)
    # Low German, Luxembourgish, Afrikaans, Romansh, Gaelic, Irish, Breton, Icelandic.
    r"|dat\s+Woort|(?:dat\s+|d['’]\s*)Wuert|die\s+woord|il\s+pled|am\s+facal|an\s+focal|ar\s+ger"
    r"|orðið"
    # The word for "word" of any language listed (`WORD_FOR_WORD`), an article before it.
    r"|(?:" + _ARTICLE + r"\s+)?(?:" + WORD_FOR_WORD + r")(?=\s+[^\W\d_]{3,24}[\s,])"
    # Frisian, Maori, Haitian Creole (its "is" before it), Malagasy (`ilay teny hoe`, "the word
    # that says"), Samoan, Swahili, Zulu and
    # Xhosa, Sesotho, Javanese, Tagalog.
    r"|it\s+wurd|(?:ko\s+)?te\s+(?:k?upu)|(?:se\s+)?mo|(?:ny|ilay)\s+teny(?:\s+hoe)?|le\s+upu|neno|igama|lentswe|tembung"
    r"|ligama(?:\s+eli?thi)?"  # (Xhosa's "the word that says": `ligama elithi …`)
    r"|te\s+(?:tekao|parau)"  # (Paumotu's and Tahitian's "the word": `te tekao paraha`)
    r"|ang\s+salitang"
    # What the word is, as an aside: `the street we grew up on, thunderbird, plus 73`.
    r"|(?:the|my|our|his|her|their)\s+[^\W\d_][\w'’]*(?:\s+[^\W\d_][\w'’]*){1,5},"
    r"|[^\W\d_]{1,24}['’]s(?:\s+[^\W\d_]+){1,4},"  # (`grandma's maiden name, …,`)
    # A name said as one: `the name of our dog, Biscuit,`, `my cat's name Mittens`.
    r"|(?:the|my|our|his|her|their)\s+(?:[^\W\d_][\w'’]*\s+){0,2}?name"
    r"(?:\s+of\s+(?:the|my|our|his|her|their)\s+[^\W\d_]+)?,?)\s+"
)
_CASE = (
    r"(?i:in\s+(?:all\s+)?(?:lower|upper)[ \-]?case|in\s+(?:all\s+)?(?:capitals|caps)"
    r"|all\s+(?:lower|upper)[ \-]?case|all\s+caps|(?:lower|upper)[ \-]?case"
    r"|(?:no|without)\s+(?:capitals|caps|capital\s+letters)"  # (`no capitals`)
    r"|(?:all\s+|in\s+)?(?:small|capital|lower[ \-]?case|upper[ \-]?case)\s+letters"
    r"|spelled\s+(?:the\s+(?:usual|normal)\s+way|normally|as\s+usual)"
    r"|(?:but\s+)?wi(?:th|d)?\s+an?\s+(?:capital|upper[ \-]?case|big|small|lower[ \-]?case)"
    r"(?:\s+first)?(?:\s+letter)?"
    r"(?:\s+first|\s+at\s+the\s+(?:front|start|beginning))?"  # (and Scots' `wi`)
    r"(?:\s+[A-Za-z](?![\w]))?"  # `with a capital S`
    # (or no "with a", its first letter said: `Motmot capital first letter and 2403 at the end`)
    r"|(?:capital|upper[ \-]?case|small|lower[ \-]?case)\s+(?:first\s+letter|letter\s+first)"
    r"|mit\s+gro(?:ß|ss)em\s+[A-Za-z](?![\w])|z\s+(?:dużym|duzym)\s+[A-Za-z](?![\w])"
    r"|capitali[sz]ed|spelled\s+backwards|backwards|reversed"
    r"|klein(?:geschrieben)?|gro(?:ß|ss)(?:geschrieben)?|mit\s+gro(?:ß|ss)em\s+Anfangsbuchstaben"
    r"|ma[łl]ymi\s+literami|wielkimi\s+literami|z\s+du[żz]ej\s+litery|(?:tod[oa]\s+)?(?:en|con)\s+min[úu]sculas?"
    r"|(?:en|con)\s+may[úu]sculas?(?:\s+al\s+(?:inicio|principio|comienzo))?"
    r"|con\s+(?:la|una)\s+[A-ZÑ]\s+(?:may[úu]scula|min[úu]scula)"  # (`con la T mayúscula`)
    r"|en\s+minuscules?|en\s+majuscules?|in\s+minuscolo|in\s+maiuscolo"
    r"|em\s+min[úu]sculas|em\s+mai[úu]sculas|met\s+een\s+hoofdletter|in\s+kleine\s+letters"
    # Russian: "with a capital (letter)", "in small letters" (`… большой буквы`, `строчными буквами`).
    r"|с\s+(?:большой|заглавной|прописной|маленькой|строчной)\s+буквы"
    # (and Ukrainian's: `з великої літери`, `малими літерами`)
    r"|з\s+(?:великої|малої|маленької)\s+літери|(?:великими|малими|маленькими)\s+літерами"
    # Albanian: "with a capital letter", "with small letters" (`me shkronjë të madhe`).
    r"|me\s+shkronj[ëea]\s+t[ëe]\s+(?:madhe|vogla|vogël|vogel)"
    # Indonesian's and Minangkabau's "with a capital (small) letter (in front)": `pakai huruf
    # gadang di muko`.
    r"|(?:(?:pakai|pake|dengan|jo)\s+)?huruf\s+(?:besar|kecil|gadang|ketek)"
    r"(?:\s+(?:di\s+)?(?:depan|muka|muko|awal(?:nya)?))?"
    r"|(?:большими|заглавными|маленькими|строчными)\s+буквами)"
)
_THEN = (
    r"(?:(?i:(?:and|und|et|y|e|i|a|и|og|och|ve|en)\s+(?:then|dann|danach|puis|ensuite|luego"
    r"|despu[ée]s|depois|poi|dopo|potem|pak|potom|потом|затем|så|sedan|daarna|sonra"
    r"|ard[ıi]ndan)"  # noqa: RUF003  (Turkish's "and after it": `… kelimesi ve ardından 9623`)
    r"|followed\s+by|(?:and\s+)?follow\s+(?:it|that)\s+with|and\s+then|then|plus|and|with|dann"
    r"|an"  # (Scots' "and": `… wi a capital at the front an 8936 at the end`)
    r"|med"  # (the Nordic "with": `räkmacka med 3186 på slutet`)
    r"|danach|und\s+(?:dann|danach)|und"
    r"|seguid[oa]\s+de|seguit[oa]\s+da|e\s+(?:depois|poi|dopo)|y\s+despu[ée]s"
    r"|et\s+(?:puis|pis|ensuite)"  # (and Acadian's and Quebec's `pis`)
    r"|a\s+(?:pak|potem|potom)|и\s+(?:потом|затем)|og\s+(?:så|derefter)|och\s+(?:så|sedan)"
    r"|gefolgt\s+von|mit|puis|pis|suivi\s+de|et|ensuite|y\s+luego|luego|seguido\s+de|y"
    r"|despu[ée]s|poi|seguito\s+da|e|daarna|en|gevolgd\s+door|och\s+sedan|f[öo]ljt\s+av|och"
    r"|ondan\s+sonra|sonra\s+da|sonra|ard[ıi]ndan|ve|затем|потом|и|i|oraz|potem|a\s+potem|nast[ęe]pnie|pak|a"
    r"|wit|kandi"  # (Krio's "with", Runyankole's and Kinyarwanda's "and")
    r"|chaymanta(?:qa)?"  # (Quechua's "then")
    # Mapudungun's, Bashkir's, Tatar's, Tigrinya's and Amharic's "then", "after it".
    r"|fey\s+mew|unan|annar[ıi]|ድሕሪኡ|dihriu|ከዚያ(?:ም)?"
    r"|anan|ооң\s+соонда"  # (Tuvan's "then", "after it")
    # "After it": Czech `a za ním`, German `dahinter`, Finnish `ja perään`, Dutch `erachter`.
    r"|(?:a\s+)?(?:zaraz\s+|hned\s+|tuż\s+|tuz\s+)?za\s+(?:n[íi]m|t[ýy]m)|ac\s+yna|yna|dahinter|(?:ja\s+)?per[äa][äa]n|ja\s+sitten|sitten|erachter"
    r"|derri[èe]re|detr[áa]s|dietro|atr[áa]s|za\s+nim"
    # Hungarian, Ukrainian, Indonesian, Hebrew, Greek, Polish "and at the end".
    r"|ut[áa]na|azt[áa]n|majd|(?:а\s+)?потім|terus|lalu|kemudian|ואחריה|ואחריו|ואז|(?:και\s+)?μετά"
    r"|i\s+na\s+ko[ńn]cu|(?:ja\s+)?siis|(?:i\s+)?despr[ée]s"
    r"|diikuti(?:\s+(?:dengan|oleh))?"  # (Indonesian's "followed (by)")
    r"|(?:and\s+)?(?:right\s+|straight\s+|just\s+)?after\s+(?:it|that)"
    # Dutch and Afrikaans `en dan`, Romanian `și apoi`, Norwegian `og deretter`, Finnish `sitten`.
    r"|(?:en\s+)?dan|(?:[șş]i\s+)?apoi|(?:og\s+)?deretter"
    # Japanese, Chinese, Korean, Vietnamese and Thai "after it" and "then".
    r"|の?(?:あとに|後に|後ろに)|(?:后面|後面|后尾|後尾|后斗|後斗|后背|後背)(?:再?加|是)?|然后|然後|再加"
    r"|跟尾(?:再?加)?|跟住(?:再?加)?"  # (Cantonese)
    r"|gan\s+(?:zyu|jyu|chue)"  # (and romanised, 跟住: `…, gan zyu 3678`)
    # Tokelauan "and following it", Livonian "after it", Santali "after".
    r"|ka\s+mulimai(?:\s+ai)?|mulimai|s[īi]e\s+pierr[õo]|pierr[õo]|ᱛᱟᱭᱚᱢ(?:\s+ᱛᱮ)?"
    r"|뒤에|다음에|그리고"
    r"|rồi|(?:và\s+)?sau\s+đó|แล้วก็|ตามด้วย"
    # Haitian Creole, Maori, Frisian, Swahili, Zulu, Malagasy, Javanese, Tagalog, Sesotho,
    # Chichewa "then" and "after it".
    r"|epi|apr[eè]\s+sa|ka\s+whai(?:\s+ko)?|ka\s+muri|d[eê]rnei|(?:na\s+)?kisha|h?alafu|bese"
    r"|avy\s+eo|arahin['’]ny|banjur|tapos|at\s+saka|ebe|kenako|ndipo"
    r"|emva\s+koko|emveni\s+koko"  # (Xhosa's and Zulu's "after that")
    r"|mui\s+atu|i\s+muri\s+iho"  # (Paumotu's and Tahitian's "after it")
    # Low German, Luxembourgish, Romansh, Gaelic, Irish, Breton, Welsh "and then".
    r"|un\s+denn|denn|an\s+dann|duerno|e\s+lura|lura|agus\s+an\s+uair\s+sin|agus\s+ansin"
    r"|ha\s+goude|goude|ac\s+wedyn|wedyn"
    # A bare "and" of more languages: Breton and Cornish, Irish and Gaelic, Basque, Finnic and
    # Sami, Hungarian, Baltic, Albanian, Romanian, Hmong, Yoruba, Swahili, Malay, Vietnamese.
    r"|ha|hag|agus|eta|ja|[ée]s|un|ir|dhe|[șş]i|thiab|ati|na|dan|v[àa]|kaj|och|og"
    # Sardinian, Corsican, Galician, Asturian, Friulian, Occitan "and after".
    r"|(?:e\s+|è\s+)?(?:pustis|dopu|despois|dempués|daspò|aprèp|apuèi)"
    # Spanish "and glued after it": `y pegadito el 1024`.
    r"|(?:y\s+)?pegad(?:it)?[oa](?:\s+(?:el|al|a))?)"
    r"|\+|&)"  # `kingfisher (all lower case) + 76`
)
_NUMBER = (
    r"(?i:(?:the\s+)?(?:numbers?|digits?|year|symbol|character)|die\s+(?:Zahl|Ziffern?|Jahreszahl)"
    r"|das\s+Jahr|liczb[aęy]|cyfr[ayę]|rok|le\s+(?:nombre|chiffre)|les\s+chiffres"
    r"|l['’]ann[ée]e|el\s+(?:n[úu]mero|a[ñn]o)|los\s+n[úu]meros|il\s+numero|l['’]anno"
    r"|o\s+(?:n[úu]mero|ano)|het\s+(?:getal|nummer|jaar)|de\s+cijfers|talet|siffrorna|[åa]ret"
    r"|say[ıi]s[ıi]|число|цифры|год|[čc][íi]sl[oa]|angka|te\s+numela)\s+"
)
_PIECE = (
    r"(?:\d{1,8}(?!\d|[.,]\d)|[!@#$%^&*?~+=_.\-]{1,3}(?![\w])"  # (not a version's: `a 2.2.3`)
    r"|(?i:an?\s+(?:exclamation\s+(?:mark|point)|hash(?:tag)?|dollar(?:\s+sign)?|at(?:\s+sign)?"
    r"|question\s+mark|asterisk|star|underscore|dash|hyphen|dot|period|percent(?:\s+sign)?))"
    # (or a year said by what it is: `… and then the year, all small`, `… plus his birth year`)
    r"|(?i:the\s+year(?:\s+of\s+birth)?|(?:my|his|her|our|their)\s+(?:birth\s+)?year)(?![^\W\d_]))"
)
_WHERE = (
    r"(?:\s+(?i:(?:at|on)\s+the\s+(?:end|start|beginning|tail)|am\s+(?:Ende|Anfang)|na\s+ko[ńn]cu"
    r"|[àa]\s+la\s+fin|al\s+final|alla\s+fine|no\s+final|aan\s+het\s+eind"
    r"|after\s+it|behind\s+it|dahinter|derri[èe]re|detr[áa]s|erachter|perään"
    r"|d[èe]r?y[èe](?:\s+(?:l|li|la))?"  # (Haitian's and Louisiana Creole's "behind (it)")
    r"|(?:right|straight|directly|just)\s+after(?:\s+it)?"
    # (`naga with 8819 tacked on`, `digits 7309 glued behind`)
    r"|(?:tacked|stuck|glued)\s+(?:on(?:\s+the\s+end)?|behind|after(?:\s+it)?)"
    # "After (it)", "at the end" in more languages: Cornish and Breton, Welsh, Irish, Basque,
    # Finnish, Estonian, Hungarian, Baltic, Czech and Slovak, Slovenian, Turkish, Swahili,
    # Indonesian and Malay, Tagalog, Nordic, German, Romanian.
    r"|wosa|war[ \-]?lergh|goude|war[ \-]?lerc'?h|ar\s+(?:y\s+|ei\s+)?(?:ôl|ol|diwedd)"
    r"|ag\s+an\s+deireadh|amaieran|ondoren|lopussa|per[äa]ss[äa]|l[õo]pus|v[ée]g[ée]n|ut[áa]na"
    r"|pabaigoje|gal[aā]|beig[āa]s|na\s+konci|na\s+koncu|sonunda|mwisho(?:ni)?|di\s+akhir(?:nya)?"
    r"|di\s+belakang(?:nya)?"  # (Indonesian's "at the back": `poteng dan 1786 di belakang`)
    r"|sa\s+dulo|til\s+slutt|p[åa]\s+slutten|i\s+slutningen|i\s+slutet|sist|zum\s+Schluss"
    r"|p[åa]\s+slutet"  # (Swedish's: `räkmacka med 3186 på slutet`)
    r"|na\s+di\s+[ɛe]nd|omu\s+muheru"  # (Krio's and Runyankole's "at the end")
    r"|kwa\s+bofelong|qetellong|mafelelong"  # (Setswana's, Sesotho's and Sepedi's "at the end")
    r"|am\s+Schluss|la\s+sf[âa]r[șş]it|dup[ăa]"
    r"|в\s+конце|на\s+конце|после\s+(?:него|неё|нее)|в\s+кінці|наприкінці"  # (and Ukrainian's)  # (Russian's "at the end", "after it")
    r"|a\s+tawpah"  # (Mizo's "at the end")
    r"|n[ëe]\s+fund|mbrapa|prapa))?"  # (Albanian's "at the end", "behind")
)
_ADDED = (
    r"(?:(?:,?\s+|\s*[,，、]\s*)(?:"
    + _THEN
    # (where it goes, said before it: Basque's `eta amaieran 81474`, "and at the end …"; or an
    # article: Spanish's `y el 75849`)
    + _WHERE
    + r"\s+(?:"
    + _NUMBER
    + r"|(?i:el|il)\s+)?|"  # (or the number's word alone: `noddy in small letters, digits 7309 glued behind`)
    + _NUMBER
    + r")"
    + _PIECE
    + _WHERE
    + r"){1,3}"
)
_WORD = (
    r"(?P<first>(?=\d*[^\W\d_])[^\W_]{3,24})"  # (a word, perhaps with digits: `hunter2`)
    # The word named after it (Turkish `… kelimesi`, Quechua `… simi`), or an aside:
    # `sandpiper, like the animal,`.
    # (Mapudungun `… dungu`, Tatar `… süze`, Bashkir `… hüðe`: "its word")
    # (Tuvan `… söz`, `… деп сөс`, "the word called …"; Mizo's "is" after it, `… a ni`)
    r"(?:\s+(?i:kelimesi|s[öo]zc[üu][ğg][üu]|sz[óo]|ᱥᱟᱵᱟᱫ|sh?imi|dungu|s[üu]ze|h[üu][ðz]e|s[öo]z"
    r"|(?:деп\s+)?сөс|a\s+ni)"
    r"|\s*(?:(?:[这這咯即]|呢)[个個隻只]?[字词詞]|단어|(?:という|っちゅう|って)\s*(?:単語|ことば|言葉))"
    r"|\s+go\s+zi)?"  # (Cantonese's "the word" romanised, 個字: `honu go zi`)
    r"(?:,\s*(?i:like|as\s+in|wie|comme|como|come|jak)\s+(?:[^\W\d_]+\s+)?[^\W\d_]+(?=,)"
    # Any aside of two to six words in any language, when the number then ends the clause
    # (`skua, the bird or the hut, then 820`; `_spelled`).
    # (or in brackets: `dulzian (the organ stop) followed by 8944`)
    r"|(?P<aside>,\s*(?:[^\W\d_][\w'’]*\s+){1,5}[^\W\d_][\w'’]*(?=,)"
    r"|[ \t]+\((?:[^\W\d_][\w'’]*[ \t]+){0,5}[^\W\d_][\w'’]*\)(?=[ \t,])))?"
)
# A word that only softens what follows: `pw is just sassafras plus 20`, `c'est simplement …`.
_FILLER = (
    r"(?:(?i:just|simply|basically|literally|only|nur|einfach|juste|simplement|solo|simplemente"
    r"|s[óo]|semplicemente|gewoon|tylko|po\s+prostu|prostě|bara|просто"
    # "First" and the sounds of speech: `erst harpsichord, dahinter …`, `um sandpiper`.
    r"|say|first|erst|zuerst|d['’]abord|primero|prima|najpierw|nejd[řr][íi]v|ensin|[öo]nce"
    r"|um|uh|er|erm|ehm|ähm"
    r"|it['’]s|it\s+is|that['’]s),?\s+){0,2}"  # (`password: it's pinaski, and right after it …`)
)
# Its case, after a comma or in brackets: `kingfisher, all lower case`, `kingfisher (all caps)`.
# (In brackets a bare `capital P` says it too: `Pelican (capital P) + 2024`.)
_CASE_AFTER = (
    r"(?:,?\s+(?:(?i:as[íi]|so|like\s+that)\s+)?"
    + _CASE
    + _WHERE
    + r"|\s*\(\s*(?:"
    + _CASE
    + r"|(?i:capital)(?:\s+[A-Za-z])?)\s*\)"
    r"|\s+[—–]\s+" + _CASE + r"\s+[—–])"  # (between dashes: `baklava — lowercase — …`)
)
# After a password or PIN label (found by the label search, `assign.label_matches`).
_SPELLED_TAIL = (
    r"(?:[^\n.!?:=]{0,40}?\s*" + _IS + r"\s*"
    r"|\s+(?=(?:az?\s+)?[^\W_]{3,24}\s+(?i:kelimesi|s[öo]zc[üu][ğg][üu]|sz[óo]))"  # (no "is")
    r"|,?\s+(?:[^\W\d_]{2,8}\s+){0,3}?(?=(?i:kat[ao]|wyraz|слово|המילה|se\s+mo|te\s+kupu|it\s+wurd"
    r"|ny\s+teny|le\s+upu|neno|igama|tembung"
    r"|te\s+tekao)\s)"  # (a label, then "the word": `passwordnya kata …`)
    # Asked and answered: `and the password? Caller: it's, uh, marigold, then 31`.
    r"|\?\s*(?:[^\W\d_][\w ]{0,20}:\s*)?(?i:it['’]?s|it\s+is|that['’]?s)?,?\s*"
    r"|,\s*" + _CASE + r",\s*)"  # its case first: `password, all lower case, teasel, then …`
    r"(?P<v>"
    + _FILLER
    + r"(?:"
    + _THE_WORD
    + r")?"
    + _WORD
    + _CASE_AFTER
    + r"?"
    # (or the word and its number with nothing between, its case said after them, the line's
    # end: `Password, dictated: tarpon 7566 — all lower case`)
    + r"(?:"
    + _ADDED
    + r"|\s+\d{2,6}(?=(?:,|\s+[—–]|\s*\()\s*"
    + _CASE
    + r"\s*\)?[ \t]*[.!]?[ \t]*(?:\n|\Z))))"
)
_SPELLED_TAIL_RE = re.compile(_SPELLED_TAIL)


def _anchored_look(regex: re.Pattern[str]) -> re2._Regexp:
    """`regex` loosened for RE2 (it matches wherever `regex` does): on ASCII text, where RE2
    reads classes as Python does, a match of it at a place is needed for one of `regex`."""
    options = re2.Options()
    options.max_mem = 64 << 20
    return re2.compile(loosened(regex.pattern).encode(), options)


# How far on from a label its RE2 look reads (`loosened` reads long counts as unbounded: so each
# label's look ends here, not at the text's end). No tail of a label's is this long.
_LOOK_REACH = 1024


_SPELLED_TAIL_LOOK = _anchored_look(_SPELLED_TAIL_RE)
# No label: a word whose case is described, then what is added to it.
_DESCRIBED_RE = re.compile(
    r"(?<![^\W\d_])(?P<v>" + _WORD.replace("{3,24}", "{4,24}") + _CASE_AFTER + _ADDED + r")"
    r"(?![ \t]*[^\W\d_])"  # (`… and 2 spaces` goes on about something else)
)
# Said first, named after: `type kingfisher, then 5413, then an exclamation mark; that's the admin
# password`. Read back from where it is named (`credentials.NAMED_RE`), within a window.
# (an aside that says it is one string may stand between: `… 75849 todo junto, esa es la clave`)
_ONE_STRING = (
    r"(?i:todo[ \t]+junto|tudo[ \t]+junto|all[ \t]+together|(?:all[ \t]+)?one[ \t]+word"
    r"|(?:todo[ \t]+)?pegad[oa]s?"  # (Spanish's "stuck together": `… y 4091 pegado, esa es …`)
    r"|no[ \t]+spaces?|sin[ \t]+espacios?|sem[ \t]+espa[çc]os?|dena[ \t]+(?:batera|lotuta))"
)
_SAID_BEFORE_RE = re.compile(
    r"(?<![^\W\d_])(?P<v>" + _WORD + _CASE_AFTER + r"?" + _ADDED + r")"
    r"(?:,?[ \t]+" + _ONE_STRING + r")?" + BEFORE_NAMED
)
_SAID_WINDOW = 200
# Said with no name, closed by an aside that it is written with no space: `é pandeiro e 4952 no
# final, sem espaço`, `kestrel then 58, no spaces`.
_NO_SPACE = (
    r"(?i:no[ \t]+spaces?|without[ \t]+spaces?|sin[ \t]+espacios?|sem[ \t]+espa[çc]os?"
    r"|(?:all[ \t]+)?(?:in[ \t]+)?one[ \t]+word|tudo[ \t]+junto|todo[ \t]+junto|tout[ \t]+coll[ée]"
    r"|ohne[ \t]+leerzeichen|zusammengeschrieben"
    r"|pa[ \t]+hap[ëe]sir[ëe]?|tutto[ \t]+(?:attaccato|unito))"
)
_NO_SPACE_WORDS = (
    "space",
    "espac",
    "espaç",
    "one word",
    "junto",
    "coll",
    "leerzeichen",
    "zusammen",
    "hap",
    "tutto",
)
_JOINED_SAID_RE = re.compile(
    r"(?<![^\W\d_])(?P<v>"
    + _WORD
    + _CASE_AFTER
    + r"?"
    + _ADDED
    + r")[ \t]*,?[ \t]+"
    + _NO_SPACE
    # (no room's: `table for Silva and 4, no spaces left`)
    + r"(?![^\W\d_])(?![ \t]+(?i:left|available|remaining|free|open|anymore|for|in|at|on"
    r"|livres?|libres?"
    r"|dispon[íi]ve(?:l|is)|disponibles?)(?![^\W\d_]))"
)
# Typed, not named: `type wolverine, then the number 150`, `just type toboggan and then 05`.
# (Portuguese's "write" and "type" as a request, opening a clause: `painho, escreve abara, depois
# 2334`; never the third person's `ele escreve livros, depois …`; and Norwegian's `skriv`, `tast`)
_TYPE_VERBS = (
    r"type|enter|key[ \t]in|punch[ \t]in|tap[ \t]in|tippe|tape[zr]?|escribe|digita|wpisz|napi[šs]"
    r"|kirjoita|ketik|(?:(?<=[,:;!.] )|(?<![^\n]))(?:escrev[ae]|digite|skriv|tast)"
)
_TYPED_GATE = r"(?i:(?:" + _TYPE_VERBS.replace(r"(?:(?<=[,:;!.] )|(?<![^\n]))", "") + r")\s)"
_TYPED_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:" + _TYPE_VERBS + r")\s+)"
    r"(?P<v>" + _WORD + _CASE_AFTER + r"?"
    r"(?:,?\s+(?i:(?:and\s+)?then|followed\s+by|(?:right\s+)?after\s+that|dann|danach|puis"
    r"|ensuite|luego|poi|potem|pak|sonra|(?:e\s+)?depois|despu[ée]s"
    r"|lalu|kemudian|terus|diikuti|(?:og\s+)?s[åa]|deretter)\s+(?:"
    + _NUMBER
    + r")?"
    + _PIECE
    + _WHERE
    + r"){1,3})"
    # (no count after the number: `type name then 2 times`, `ketik ulang lalu 15 detik`)
    r"(?![ \t]+(?:" + COUNTS + r"|(?i:kali|detik|menit|jam|hari|fois|veces|vezes|volte|mal"
    r"|gang(?:er|ar)?|gonger|timer?|minutt(?:er)?|dag(?:er|ar)?|sider|linjer|ord)"
    r"(?![^\W\d_])))"
)
# Told as a story: `I used our cat's name, tamarillo, and then 0839`, `we picked the word …`.
_USED_GATE = r"(?i:(?:used|chose|picked|took)\s+(?:the|my|our|his|her|their)\s)"
_USED_RE = re.compile(
    r"(?i:(?<![^\W\d_])(?:used|chose|picked|took)\s+)(?P<v>(?=(?i:the|my|our|his|her|their)\s)"
    + _THE_WORD
    + _WORD
    + _CASE_AFTER
    + r"?"
    + _ADDED
    + r")"
)
# Any language's words, read by their shape: after a password label, a clause that ends with a
# number of two to six digits (perhaps "on the end") after one to three short words, a plain
# word before them (`Passwort ist persimmon und dahinter 311`, `pasword em tok juniper na namba
# 082`). No unit may follow the number and no word of measure may precede it (`at least 12`).
# (A word's vowel signs and viramas are marks, not `\w`: `शब्द` is one word. A label's own
# suffix may be glued to it (`পাছৱৰ্ডটো`); a comma may close the word before the connective that
# leads to the number: `पासवर्ड बा bagnet शब्द, ओकरा बाद 256`.)
_MARKS = "\u0300-\u036f\u0900-\u0dff\u0e00-\u0fff\u1000-\u109f\u1780-\u17ff"
# (a word of at most 41 characters: a label said again and again, `-password-password…`, is
# read a few words on from each, not to the text's end)
# (perhaps in quotes: `the word « papita » followed by 2345`, `'ensete', then 3080`)
_QUOTE_OPEN, _QUOTE_CLOSE = r"(?:[«‹\"'‘“„][ \t]?)?", r"(?:[ \t]?[»›\"'’”“])?"
_SAID_WORD = _QUOTE_OPEN + r"[^\W\d_][\w'’\-" + _MARKS + r"]{0,40}" + _QUOTE_CLOSE
_LOOSE_RE = re.compile(
    r"(?:[^\W\x00-\x7f]|[" + _MARKS + r"]){0,24}"
    # (Haitian's article after the noun before the colon: `modpas la: …`; or what it is for,
    # a short word and a noun: `a senha do cofre: …`, `Passwort vom Laptop: …`)
    r"(?:[ \t]+(?:la|lan|a|an)(?=[ \t]*:)"
    r"|(?:[ \t]+[^\W\d_]{1,4}){1,2}[ \t]+[^\W\d_]{2,16}(?=[ \t]*:))?"
    r"[ \t]*(?:[:=\-–—?][ \t]*)?(?P<v>(?:" + _SAID_WORD + r"[ \t]+){1,7}?"
    r"(?:"
    + _SAID_WORD
    + r",[ \t]+(?:"
    + _SAID_WORD
    + r"[ \t]+){1,3}?)?\d{2,6})(?![\w\-.,:/])"
    + _WHERE
    # (then perhaps written out whole after an arrow: `… ukongeraho 9392 → ubwato9392`)
    + r"(?:[ \t]*(?:"
    + ARROW
    + r")[ \t]*(?P<w>[^\s,;]{4,64}))?"
    # (one or two particles may close it: Nepali's `… 2903 ho la`; an aside of up to three short
    # words after a comma then: Ladakhi's `… 1601 in, ek saath`, "all together")
    + r"(?:"
    + CLOSING_PARTICLES
    + r"(?:,(?:[ \t]+[^\W\d_]{1,8}){1,3})?)?[ \t]*[.!]?[ \t]*(?=\n|\Z)"
)
_LOOSE_LOOK = _anchored_look(_LOOSE_RE)
# A dictation that runs on past its number (`password si agom apong, lokke 2085 dung`, `la
# clave, weón, arranca con llareta y cierra con el 8445, cachai`): up to nine words after the
# label (a comma or a colon may close one), a number, then up to three short words to the line's end,
# none a count's; said in parts, a comma before the number or right after it (a rule's `…
# setiap 60 hari, kata IT` has its comma later).
_TAILED_RE = re.compile(
    r"(?:[^\W\x00-\x7f]|[" + _MARKS + r"]){0,24}[ \t]*(?:[,:=\-–—][ \t]*)?"
    r"(?P<v>(?:" + _SAID_WORD + r"[,:]?[ \t]+){1,9}?\d{2,6})"
    r"(?P<tail>(?:,?[ \t]+(?!" + COUNTS + r")[^\W\d_]{1,12}){0,3})[ \t]*[.!]?[ \t]*(?=\n|\Z)"
)
_TAILED_LOOK = _anchored_look(_TAILED_RE)
_COMMA_NUMBER_RE = re.compile(r",[ \t]+\d{2,6}\Z")
_LOOSE_WORD_RE = re.compile(r"[^\W\d_][\w'’" + _MARKS + r"]*")
_MEASURE = words(
    "least most minimum maximum min max than every within over under after before exactly only "
    "last first top up to from since until till version release port room floor page step "
    "chapter line level for valid good lasts older newer longer shorter "
    # "Every", "within", "after" in the labels' other languages (`caduca cada 90`).
    "cada ogni chaque jede jeden jedes jeder alle każde fiecare tra fra nach dentro entre în "
    "elk elke hver varje joka minden "
    # (and "at least" in Tajik, Uzbek, Kyrgyz and Kazakh: `kamash 14 ta`, `kamida 12`)
    "kamash камаш kamida камида кеминде кемінде "
    # (and Vietnamese's, its accents written or not: `mat khau phai dai it nhat 14 ky tu`)
    "nhat nhất toi tối thieu thiểu đa"
)
_ABOUT_ENDS = ("ed", "ing", "ly", "tion", "ment", "ness", "ity")
# A connective joins: of the function words only "and" and "then" in the languages of `_THEN`
# (`the word count is 12`, `the word limit of 500` talk about words).
_JOINING = words(
    "and und un e è y et i a og och en ve then plus with mit by von de da door av an the that it "
    # ("with" and the article in the Romance and Nordic languages: `y remata con el 684`)
    "con com avec med met el la le il"
)
# A pronoun after a word of measure makes it a connective: `after it`, `after that`.
_AFTER_IT = (["it"], ["that"], ["this"], ["ihm"], ["ihr"], ["dem"])
_ABOUT_WORDS = words("count limit length size total frequency order list number counts")
# With no label: "the word …" and "the number …" both said (`the word nutmeg plus the number 261`),
# or "the word …", a connective of one to three short words in any language, then a number that
# ends the clause (`the word curlew followed by 742`, `das Wort jasper und danach 077`). The word
# for "word" is read in many languages at once (Romance, Germanic, Celtic, Slavic, Baltic,
# Finnic, …), an article before it or none.
_CONNECTIVE_RE = re.compile(r"(?:[^\W\d_][\w'’]{0,9},?\s+){1,4}")
# Before the connective: "first" (`the word nacre first, then 6668`, Tagalog's `muna`, Irish's
# `ar dtús`), or that it is the password (`die woord brolga is die wagwoord, dan 6177`, Cebuano's
# `ang pulong braai mao ang password, dayon 3054`; Tagalog's `salitang nakfa yung password, …`).
_FIRST_SAID = (
    r"(?i:first|muna|ar\s+dt[úu]s|zuerst|erst|eerst|eers|primero|primeiro|d['’]abord|f[öo]rst"
    r"|ensin|najpierw|nejd[řr][íi]v)"
)
_IS_THE_PASSWORD = (
    r"(?i:is|mao|ay|es|ist|est|yan|iyan|yung|ni|ke)\s+(?:(?i:the|die|de|het|ang|el|la|le|das|der)\s+)?"
    r"(?i:pass(?:word|wort)|wagwoord|wachtwoord|contrase[ñn]a|senha|has[łl]o|heslo|parol[^\W\d_]*"
    r"|kupuhipa|focal\s+faire)"
)
_WORD_AND_NUMBER_RE = re.compile(
    r"(?i:\b(?<![^\W\d_])(?:the\s+word|(?:"  # (`\b` too: what the first look reads)
    + _ARTICLE
    + r"\s+)?\b(?<![^\W\d_])(?:"
    + WORD_FOR_WORD.replace("word|", "", 1)
    + r"))\s+)"
    # (perhaps its "is": `the word is iguela, then 857`, Lingala's `liloba ezali …`)
    r"(?:(?i:is|was|ist|est|es|è|é|ezali|ni|ni\s+ya)\s+)?(?P<v>"
    + _QUOTE_OPEN
    + r"(?P<first>[^\W\d_]{3,24})"
    + _QUOTE_CLOSE
    + r"(?:[ \t]+\([^()\n]{1,30}\))?"  # (an aside in brackets: `naga (like the boat)`)
    r"(?:(?:\s+[^\W\d_]{1,12}){1,3}\s+"
    + _NUMBER
    + r"|,?\s+(?:"
    + _FIRST_SAID
    + r",?\s+)?(?:"
    + _IS_THE_PASSWORD
    + r",?\s+)?(?P<then>"
    + _CONNECTIVE_RE.pattern
    + r")(?=\d{2,6}"
    + _WHERE
    + r"[ \t]*(?:[.!;),]|\n|\Z)))\d{2,6})(?![\w\-])"
)
# What `_WORD_AND_NUMBER_RE` needs, a cheap look first: two digits, and (beyond ASCII, where the
# first look cannot tell) a word for "word" that RE2 finds, before Python's slower search.
_TWO_DIGITS_RE = re.compile(r"\d\d")
_WORD_LOOK = re2.compile(
    r"(?i)(?:^|[^\pL])(?:the\s+word|" + WORD_FOR_WORD.replace("word|", "", 1) + r")\s"
)
# After an account's name and a colon (or "it's"), with no label: one plain word, "and then" (or its like), a number that ends the
# clause (`for the Arlo account: peket and then 7787`): how a person dictates a password.
_THEN_ONLY = (
    r"(?i:(?:and\s+|und\s+|et\s+|y\s+|e\s+|i\s+|en\s+|og\s+|och\s+)?(?:then|dann|danach|puis|pis"
    r"|ensuite|luego|despu[ée]s|depois|poi|dopo|potem|pak|potom|daarna|sonra|sedan)"
    r"|followed\s+by|gefolgt\s+von|suivi\s+de|seguid[oa]\s+de|seguit[oa]\s+da|plus"
    r"|diikuti(?:\s+(?:dengan|oleh))?|lalu|kemudian"  # (Indonesian's)
    # (`and right after it the number 229`)
    r"|(?:and\s+)?(?:right\s+|straight\s+|directly\s+|just\s+)?after\s+(?:it|that|this)"
    r"(?:\s+(?:the\s+)?(?:number|digits))?)"
)
ACCOUNT = (
    r"(?i:account|konto|compte|cuenta|conta|conto|akun|hesab|fiók|účet|login|log-?in|sign-?in"
    r"|anmeldung|connexion|inicio|accesso|acesso|profil[eo]?|perfil|app|portal|router|wi-?fi"
    r"|wlan|admin|inloggning|pålogging|kirjautuminen|logowanie|аккаунт|учётная|вход"
    # (the machines a password is for: `for the NAS it's kenkey followed by 261`)
    r"|nas|server|laptop|computer|device|vpn|e-?mail|tablet|pc|mac|ipad|iphone"
    # (and the other machines a person sets a password on: a printer, a camera, a console)
    r"|printer|scanner|camera|modem|console|kiosk|terminal|workstation"
    # (a workplace's instruments: a livestock scale, a fusion splicer, a card reader, a logger)
    r"|scale|splicer|reader|controller|logger|drone|gateway"
    # (or a product's name of two capitalised parts: `for the Tru-Test it's …`)
    r"|(?-i:[A-Z][a-z]+-[A-Z][a-z]+))"
)
# (the value first, the rarer part: the account's word is looked for before it, on its line)
_COLON_SAID_RE = re.compile(
    r"(?::|[ \t]+(?i:it['’]?s|it[ \t]+is|c'est|es[ \t]+ist|das[ \t]+ist|es)"
    r"|[ \t]+(?i:is)(?=[^\n]{0,60}?(?i:number|digits)[ \t]+\d"  # (`is`: "the number" said,
    r"|[^\n]{0,60}?\d[ \t]+(?i:tacked|stuck|glued)[ \t]+on)"  # or "tacked on";
    # or, for a network, the word and a comma before "then": `wifi … is hoe, followed by 4321`)
    r"|(?P<comma_is>[ \t]+(?i:is)(?=[ \t]+[^\W\d_]{3,24},[ \t])))[ \t]+"
    r"(?P<v>(?P<first>[^\W\d_]{3,24}),?[ \t]+"
    + _THEN_ONLY
    + r"(?:[ \t]+(?i:the[ \t]+)?(?i:number|digits))?[ \t]+\d{3,8})"
    + _WHERE
    + r"[ \t]*(?:[.!]?[ \t]*(?=\n|\Z)|(?=,))"  # (`wifi is mongu then the number 7828, no space`)
)
# (or that it is spelled out: `letter by letter it's …`)
_FOR_WHAT = r"(?i:letter\s+by\s+letter|spel(?:led|t|ling)(?:\s+out)?)"
_ACCOUNT_RE = re.compile(
    r"(?:(?<![^\W\d_])"
    + ACCOUNT
    + r"(?![^\W\d_])|"
    + _FOR_WHAT
    # (or a machine named by "the … one": `the weighbridge one: muruk followed by 8156`)
    + r"|(?i:\bthe[ \t]+(?!first|second|third|last|next|other|same|new|old|only)[^\W\d_]{3,20}"
    r"[ \t]+one)[ \t]*\Z)[^\n:]{0,40}\Z"
)
_KINDS = ("password", "pin")
_WIFI_RE = re.compile(WIFI_WORDS)
# Every way `_CASE` describes a word's case holds one of these (a test keeps it so): a text with
# none of them, lowered, skips `_DESCRIBED_RE` (tried at every word, it costs).
CASE_STEMS = (
    "case", "capital", "caps", "backwards", "reversed", "klein", "gro", "liter", "scul",
    "scol", "hoofdletter", "dużym", "duzym", "letters", "spelled", "букв", "shkronj", "huruf",
    "літер",
)  # fmt: skip
# A said word that ends so is a verb or an adverb, no password's word (`changed`, `using`).
NOT_FIRST_ENDS = ("ed", "ing", "ly")
_CLAUSE_END_RE = re.compile(r"[ \t]*(?:[.!;)]|[ \t]*(?:\n|\Z))")

# What `_TYPED_RE` and `_USED_RE` start with, lower-case (a test keeps them so).
_TYPED_WORDS = (
    "type",
    "enter",
    "key in",
    "punch in",
    "tap in",
    "tippe",
    "tape",
    "escribe",
    "digita",
    "wpisz",
    "napi",
    "kirjoita",
    "ketik",
    "escrev",
    "digite",
    "skriv",
    "tast",
)
_USED_WORDS = ("used", "chose", "picked", "took")
# (RE2 finds where each could start, Python reads it there: `first_look.Starts`)
_DESCRIBED, _NAMED, _TYPED, _USED, _WORD_AND_NUMBER, _COLON_SAID = map(
    Starts, (_DESCRIBED_RE, NAMED_RE, _TYPED_RE, _USED_RE, _WORD_AND_NUMBER_RE, _COLON_SAID_RE)
)
_JOINED_SAID = Starts(_JOINED_SAID_RE)


def _spelled(text: str) -> Iterator[Span]:
    # (on ASCII text RE2 tells first where the tail cannot start: it reads it several times
    # faster than Python)
    data = text.encode() if text.isascii() else None
    after_labels = (
        _SPELLED_TAIL_RE.match(text, kw.end())
        for kw in label_matches(text)
        if label_kind(kw.group("label")) in _KINDS
        and (
            data is None
            or _SPELLED_TAIL_LOOK.match(data, kw.end(), kw.end() + _LOOK_REACH) is not None
        )
    )
    lowered = text.lower()
    described = _DESCRIBED.finditer(text) if any(s in lowered for s in CASE_STEMS) else ()
    said = (
        _SAID_BEFORE_RE.search(text, max(0, named.start() - _SAID_WINDOW), named.start())
        for named in _NAMED.finditer(text)
    )
    # (a typing or a telling word, lower-case, first: a cheap look before each search)
    typed = _TYPED.finditer(text) if any(w in lowered for w in _TYPED_WORDS) else ()
    used = _USED.finditer(text) if any(w in lowered for w in _USED_WORDS) else ()
    joined = _JOINED_SAID.finditer(text) if any(w in lowered for w in _NO_SPACE_WORDS) else ()
    yield from _loose(text, lowered)
    for m in (*after_labels, *described, *said, *typed, *used, *joined):
        if m is not None:
            first = m.group("first").lower()
            named = m.start("first") > m.start("v")  # (`the word dragonfly`: no adverb)
            if m.group("aside") and not _CLAUSE_END_RE.match(text, m.end("v")):
                continue  # (an aside, then a number the clause goes on about)
            if first not in PROSE_WORDS and (named or not first.endswith(NOT_FIRST_ENDS)):
                yield m.start("v"), m.end("v"), "password_assignment"


def _colon_said(text: str) -> Iterator[Span]:
    """One plain word and a number dictated after an account's colon (`_COLON_SAID_RE`)."""
    for m in _COLON_SAID.finditer(text):
        first = m.group("first").lower()
        if first in PROSE_WORDS or first.endswith(NOT_FIRST_ENDS):
            continue
        before = max(0, m.start() - 64)
        if m.group("comma_is") is not None and _WIFI_RE.search(text, before, m.start()) is None:
            continue  # (a machine's "is" and a comma: `the laptop is slow, then 300`)
        if _ACCOUNT_RE.search(text, before, m.start()):
            yield m.start("v"), m.end("v"), "password_assignment"


# A wireless network's modes after its label (`WPA2 Personal, AES, channel 11`): no word of a
# spelled password.
_NETWORK_MODES = words("personal enterprise mixed aes tkip ccmp psk sae transition")


def _loose(text: str, lowered: str) -> Iterator[Span]:
    """A password said in words of any language (`_LOOSE_RE`), or "the word … the number …"."""
    two_digits = _TWO_DIGITS_RE.search(text) is not None
    if not two_digits:
        return  # (both finders end in two digits or more)
    numbered = text.isascii() or _WORD_LOOK.search(text) is not None
    for m in _WORD_AND_NUMBER.finditer(text) if numbered else ():
        then = (m.group("then") or "").lower().replace(",", " ").split()
        first = m.group("first").lower()
        if (
            first not in PROSE_WORDS | _ABOUT_WORDS | NOT_MODIFIERS
            and not any(
                (
                    then[i + 1 : i + 2] not in _AFTER_IT  # (`and after it 0160`)
                    and (w in _MEASURE or (w in PROSE_WORDS and w not in _JOINING))
                )
                or (w.endswith(("ed", "ing")) and then[i + 1 : i + 2] not in (["by"], ["von"]))
                for i, w in enumerate(then)
            )
        ):
            yield m.start("v"), m.end("v"), "password_assignment"
    data = text.encode() if text.isascii() else None
    for kw in label_matches(text):
        label = kw.group("label")
        if label.lower() == "pass" or label_kind(label) != "password":
            continue
        loose = _said_after(text, data, kw.end())
        if loose is None or (
            loose.re is _TAILED_RE
            and "," not in loose.group("v")
            and not loose.group("tail").startswith(",")
        ):
            continue  # (a clause run on past its number is a dictation's, said in parts)
        said = [w.lower() for w in _LOOSE_WORD_RE.findall(loose.group("v"))]
        tail = loose.groupdict().get("tail") or ""
        # (the last one to three words join the word to the number; a tail's words close it)
        if not said or said[0] in NOT_MODIFIERS | _NETWORK_MODES or said[0].endswith(_ABOUT_ENDS):
            continue
        if any(w in _MEASURE for w in said[-3:] + _LOOSE_WORD_RE.findall(tail.lower())):
            continue
        # (a comma right before the number: the last word is the password's, no connective)
        parted = _COMMA_NUMBER_RE.search(loose.group("v")) is not None
        plain = [
            w
            for w in (said if parted else said[:-1])
            if len(w) >= 4 and w not in PROSE_WORDS and not w.endswith(_ABOUT_ENDS)
        ]
        if plain:
            yield loose.start("v"), loose.end("v"), "password_assignment"
            whole = loose.groupdict().get("w")
            if whole and loose.group("v").rsplit(None, 1)[-1] in whole:
                yield loose.start("w"), loose.end("w"), "password_assignment"


def _said_after(text: str, data: bytes | None, end: int) -> re.Match[str] | None:
    """What `_LOOSE_RE`, or else `_TAILED_RE`, reads after a label that ends at ``end`` (RE2
    first, on ASCII text: `_anchored_look`)."""
    for regex, look in ((_LOOSE_RE, _LOOSE_LOOK), (_TAILED_RE, _TAILED_LOOK)):
        if data is not None and look.match(data, end, end + _LOOK_REACH) is None:
            continue
        if (m := regex.match(text, end)) is not None:
            return m
    return None


# A word, then its letters spelled out in capitals, then a number after "then" (`topoz, that is
# T O P O Z, and then 2077`): a password dictated in parts. (Without the number a name is spelled
# so too: `Anna, A N N A`.)
# "Then" before the number, and the number (perhaps "the number" first).
_LETTERED_THEN = r"(?:and[ \t]+)?then|followed[ \t]+by|plus|after[ \t]+(?:it|that)"
_NUMBER_AFTER = r"(?:(?i:the[ \t]+number)[ \t]+)?(?P<n>\d{2,8})(?![\w])"
_LETTERED_RE = re.compile(
    r"(?<![^\W\d_])(?P<w>[^\W\d_]{3,16}),?[ \t]+"
    r"(?:(?i:that[ \t]+is|i\.e\.|so|spelled|spelt|or)[ \t]+)?"
    r"(?P<sp>(?:[A-Z][ \t\-.]){2,15}[A-Z])(?![^\W\d_]),?[ \t]+"
    r"(?i:" + _LETTERED_THEN + r")[ \t]+" + _NUMBER_AFTER
)
# Or "spelled out" a few words before the letters, no word before them (`spelled out for the
# ranger: H A B I N, then 6759`): four letters or more.
_SPELLED_OUT_RE = re.compile(
    r"(?<![^\W\d_])(?i:spell(?:ed|t)?(?:[ \t]+out)?|buchstabiert|deletread[oa]s?|[ée]pel[ée]e?s?)"
    r"(?:[ \t]+[^\W\d_]{1,12}){0,4}?[ \t]*[:,\-–—]?[ \t]+"
    r"(?P<sp>(?:[A-Z][ \t\-.]){3,15}[A-Z])(?![^\W\d_]),?[ \t]+"
    r"(?i:" + _LETTERED_THEN + r"|dann|luego|despu[ée]s|puis)[ \t]+" + _NUMBER_AFTER
)
_LETTERED_GATE_RE = re.compile(r"(?:[A-Z][ \t\-.]){2,15}[A-Z]")
_NOT_LETTER_RE = re.compile(r"[ \t\-.]")


def _lettered(text: str) -> Iterator[Span]:
    """A word spelled out letter by letter right after it, then a number (`_LETTERED_RE`), or
    letters after "spelled out", then a number (`_SPELLED_OUT_RE`)."""
    for m in _LETTERED_RE.finditer(text):
        if _NOT_LETTER_RE.sub("", m.group("sp")) == m.group("w").upper():
            yield m.start("w"), m.end("n"), "password_assignment"
    for m in _SPELLED_OUT_RE.finditer(text):
        yield m.start("sp"), m.end("n"), "password_assignment"


# A thing's name said as the word, no label (`the name of Temel's boat, kemence, followed by
# 9823`, `the name of the monastery's dog, …`, `the name of our old fishing boat, …`, `my dog's
# name, Biscuit, then 12`): whose thing in up to four words, the word between commas, "then" and
# a number that ends the clause.
# (whose, in the Romance languages: `mi`, `mon`, `minha`, `nostro`)
_ROMANCE_WHOSE = (
    r"(?:mis?|tus?|sus?|nuestr[oa]s?|mon|ma|mes|notre|nos|ton|ta|meu|minha|nossa|nosso|teu|tua"
    r"|seu|sua|mio|mia|nostr[oa]|tuo)"
)
# (an owner in Indonesian and Malay, Minangkabau's `ambo`, or one glued on: `kucingku`)
_OWNER = (
    r"(?:kami|kita|saya|aku|ambo|awak|dia|mereka|beliau|[^\W\d_]{3,24}(?:ku|mu|nya|nyo))"
    r"(?![^\W\d_])"
)
_NAME_OF = (
    r"(?i:(?<![^\W\d_])(?:the[ \t]+name[ \t]+of[ \t]+(?:the|my|our|his|her|their"
    # (a hyphened name's, `A-ma's`; a title or a first name before it, `Doña Eulogia's`)
    r"|(?:[^\W\d_]+[ \t]+)?[^\W\d_]+(?:-[^\W\d_]+)*['’]s)"
    r"(?:[ \t]+[^\W\d_]+(?:['’]s)?){1,4}|(?:my|our|his|her|their|[^\W\d_]+['’]s)[ \t]+[^\W\d_]+['’]s"
    r"[ \t]+name"
    # (Romance's, whose said: `el nombre del perro de mi mami, …`; Indonesian's, its owner
    # after the thing: `nama kucing kami, …`)
    r"|(?:el|o|il|le)[ \t]+(?:nombre|nome|nom)[ \t]+(?:d[eoai]l?|d[oa]s|du|des|della|d['’])"
    r"(?:[ \t]*[^\W\d_]+){0,3}?[ \t]*(?<![^\W\d_])" + _ROMANCE_WHOSE + r"[ \t]+[^\W\d_]+"
    # (or "of the" and the thing, `el nombre del perro, …`, or a thing whose it is, a word or two,
    # `the dairy's first camel, …`: the name a capital's, never a word's, `del archivo, informe`)
    r"|(?:(?:el|o|il|le)[ \t]+(?:nombre|nome|nom)[ \t]+(?:del|do|da|du|dello|della|dos|das|des)"
    r"[ \t]+[^\W\d_]+"
    r"|(?:the[ \t]+[^\W\d_]+['’]s|my|our|his|her|their)(?:[ \t]+[^\W\d_]+){1,2})"
    r"(?=,[ \t]+(?-i:[A-ZÀ-ÖØ-Þ]))"
    r"|nama(?:[ \t]+[^\W\d_]+){0,2}[ \t]+" + _OWNER + r")),[ \t]+"
)
_NAME_OF_RE = re.compile(
    _NAME_OF
    + r"(?P<v>(?P<first>[^\W\d_]{3,24}),?[ \t]+"
    + _THEN_ONLY
    + r"(?:[ \t]+(?i:the[ \t]+)?(?i:number|digits))?[ \t]+\d{2,8})(?![\w\-.,/:]\w)"
    + r"(?=[ \t]*(?:[.!;,)—–]|\n|\Z))"
)


def _name_of(text: str) -> Iterator[Span]:
    for m in _NAME_OF_RE.finditer(text):
        first = m.group("first").lower()
        if first not in PROSE_WORDS and not first.endswith(NOT_FIRST_ENDS):
            yield m.start("v"), m.end("v"), "password_assignment"


# A word and the number added at its end, said after "is" or before what it opens on its line
# (`… es caliche con 150 al final`, `jarilla with 411 at the end, that's the … login`): never "of"
# after the end (`… at the end of the year`).
_WITH_AT_END_RE = re.compile(
    r"(?P<is>(?<![^\W\d_])(?i:is|es|é|est|ist|it['’]s|that['’]s)[ \t]+)?"
    r"(?<![^\W\d_])(?P<v>[^\W\d_]{3,24}[ \t]+(?i:with|con|com|avec|mit)[ \t]+\d{2,6}[ \t]+"
    r"(?i:at[ \t]+the[ \t]+end|al[ \t]+final|no[ \t]+final|[àa][ \t]+la[ \t]+fin|am[ \t]+ende))"
    r"(?![ \t]+(?i:of|del|de|do|da|du|des)(?![^\W\d_]))"
)
_WITH_AT_END_GATE = r"(?i:at the end|al final|no final|[àa] la fin|am ende)"
_OPENS_WITHIN = 60
_LOGIN_RE = re.compile(r"(?i:(?<![^\W\d_])(?:log[ \-]?in|sign[ \-]?in)(?![^\W\d_]))")


def _with_at_end(text: str) -> Iterator[Span]:
    for m in _WITH_AT_END_RE.finditer(text):
        word = m.group("v").split(None, 1)[0].lower()
        if word in PROSE_WORDS or word.endswith(("ed", "ing")):
            continue  # (a verb's: `… is sorted with 12 at the end`)
        # (what it opens, within a few words on its line: a bounded look, never to a long
        # line's end from each match)
        rest = text[m.end() : m.end() + _OPENS_WITHIN].split("\n", 1)[0]
        if m.group("is") or KEY_LABEL_RE.search(rest) or _LOGIN_RE.search(rest):
            yield m.start("v"), m.end("v"), "password_assignment"


FAMILIES = (
    Family("spelled_password", re.compile(_NAME_OF), _name_of, needs_digit=True),
    Family("spelled_password", re.compile(_WITH_AT_END_GATE), _with_at_end, needs_digit=True),
    Family(
        "spelled_password",
        # (A label, a word that describes case, a naming or a typing word: each finder starts
        # from one; the whole tails made the first look's automaton outgrow its memory.)
        re.compile(
            re.sub(
                r"\(\?P<\w+>",
                "(?:",
                f"{KEY_LABEL_RE.pattern}|{_CASE}|{NAMED_RE.pattern}|{_TYPED_GATE}|{_USED_GATE}"
                f"|{_NO_SPACE}"
                f"|{_WORD_AND_NUMBER_RE.pattern}",
            )
        ),
        _spelled,
    ),
    # (its own gate: an account's word and a colon start far more texts than a said password)
    Family(
        "spelled_password",
        re.compile(re.sub(r"\(\?P<\w+>", "(?:", _COLON_SAID_RE.pattern)),
        _colon_said,
        needs_digit=True,
    ),
    Family("spelled_password", _LETTERED_GATE_RE, _lettered, needs_digit=True),
)
