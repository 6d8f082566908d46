# ruff: noqa: RUF001  (the words of other languages are this file's data)
"""The words that join a label to its value in the languages people write (`assign`).

Part of the scrubber (`memories.redaction`); pure: "is" and "changed to" as regular-expression
fragments, read after a label only.
"""

from __future__ import annotations

__all__ = ["ARABIC_CHAT_OF", "ARROW", "CHANGED_TO", "HANDS_AND_LOCKS", "IS_WORDS", "STILL_WORDS"]

# An arrow between a label and its value, drawn any way (`->`, `=>`, `→`, `⇒`, `➔`, `➡️`):
# the separators of every language (real characters, for RE2 as well as Python).
ARROW = "->|=>|[\u2190-\u21ff\u2794-\u27bf\u27f0-\u27ff\u2900-\u297f\u2b05-\u2b07]\ufe0f?"

# The pointing hands, the locks and the key people put before a value (`… 👉 …`, `gate 🔒 …`): a
# character class's body.
HANDS_AND_LOCKS = r"\U0001F446-\U0001F449\U0001F510-\U0001F513"

# "is" in the label's language: `Passwort ist|lautet …`, `la contraseña es …`, `le mot de passe
# est …`, `lösenordet är …`, `hasło jest …`.
IS_WORDS = (
    r"is|was|are|equals|ist|war|lautet|es|est|era|é|è|är|er|jest|je|on|vaut|reads|este|adalah"
    r"|ialah|là|είναι|है|это|to"  # (`to` is Polish: `hasło to …`, read after a Polish label only)
    r"|brzmi|wynosi|zní|znie|heißt|heisst|wordt|blir|bliver|será|sera|sarà|olur|равен|e"
    r"|son"  # (Spanish's "are", before what it is made of: `la contraseña son cuatro palabras: …`)
    r"|היא|הוא|هي|هو|است"
    r"|heye|hiye|hiyye|huwwe|howwe"  # (the Levant's "it is" in Arabizi: `kelmet el ser heye …`)
    r"|és|yra|ir|ni|yw|është|е|є|је|ay|c['’] ?est|cest|c(?=[ \t])"  # (Catalan, Lithuanian,
    # Latvian, Swahili, Welsh, Albanian, Bulgarian, Ukrainian, Serbian, Tagalog, French `c'est`,
    # texted `cest` and `c`: `mdp c …`)
    r"|hija|huwa|estas|iz"  # (Maltese, Esperanto, and chat's `iz`)
    r"|kaymi|kanmi"  # (Quechua's "this is", "is": `claven kaymi …`)
    r"|(?<=m[iì]m[aǎ][ \t])(?:sh[iì]|w[eé]i)"  # (Mandarin's "is" in pinyin, after its label:
    # `mima shi …`, `mima wei …`)
    r"|(?<=sism[ao][ \t])h[iu]"  # (Hebrew's "is" in Latin letters, after its label: `sisma hi …`)
    r"|ydy|ydi"  # (Welsh's "is" after a definite subject: `y cyfrinair ydy …`)
    r"|yog|waa|shine|bụ|ngu|ndi"  # (Hmong, Somali, Hausa, Igbo, Zulu, Chichewa)
    r"|iei|jè|em"  # (Chuukese, Tarantino, Tok Pisin and Bislama)
    r"|ko|en|niiyo"  # (Tokelauan and Tongan, Alur, Rutooro; Creole `se` only after a clause)
    r"|dat\s+a|yɛ"  # (Sranan's and the Caribbean creoles' "that is", Baoulé's and Akan's "is")
    r"|ond"  # (the Estonian islands' "is": `paroul ond …`)
    r"|ha['’]e"  # (Guaraní's "is": `ñe'ẽñemi ha'e …`)
    r"|είνι"  # (Northern Greek's "is", its unstressed vowels raised)
    r"|einai"  # (Greek's "is" in Latin letters, Greeklish: `o kwdikos einai …`)
    # The Romance varieties' own: Corsican `hè`, Friulian `e je`, `al è`, Venetian `xe`,
    # Asturian and Aragonese `ye`, Ligurian, Piedmontese and Lombard `l'è`, Sicilian `esti`.
    r"|hè|e\s+je|al\s+è|xe|ye|(?:[aeo]\s+)?l['’][eèé]|esti"
    r"|ăi|easti|iaste"  # (Megleno-Romanian's and Aromanian's "is")
    r"|dia"  # (Malagasy's "is" after the topic: `ny tenimiafina … dia …`)
    r"|isch|hin"  # (Swiss and Swabian German's `isch`, Romani's `hin`)
    r"|e['’](?=[ \t])"  # (Andalusian, Caribbean and Camba Spanish's `es`, its s dropped: `e'`)
    r"|became|becomes"  # (`after the update the … password became …`)
    # Belizean Kriol's and the Caribbean creoles' `da`, only before a value with a digit or a
    # run of capitals, perhaps on the next line (elsewhere it is Italian's "from" or "to be",
    # German's "there").
    r"|da(?=(?:[ \t]+|[ \t]*\r?\n[ \t]*)(?:[^\s]*\d|(?-i:[A-Z2-7]{8,})(?![^\W_])))"
    # Marshallese's `ej`, only before a value with a digit or a sign (elsewhere Swedish's "not");
    # Lingala's `ezali` and Kivu Swahili's `njo`.
    r"|ej(?=[ \t]+(?:\|[ \t]+)?[^\s]*[\d!@#$%^&*?~])|ezali|njo"
    r"|сы(?=[ \t]+[^\s]*\d)"  # (Dungan's "is", 是, before a value with a digit)
    r"|c(?=[ \t]+\d{4,8}(?![\w\-]))"  # (French texting's `c`, "c'est", before digits alone)
    # (Burmese in Latin letters: the topic's `ka`, only before a value with a digit and the polite
    # `par` that closes it: `pass ka … par`; the Réunion Creole's `lé`)
    r"|ka(?=[ \t]+\S*\d\S*[ \t]+(?:par|pa)(?![^\W\d_]))|lé"
    r"|lii|lea"  # (Inari Sami's and Northern Sami's "is": `salasana … lii …`, `… lea …`)
    r"|sī"  # (Taiwanese Hokkien's "is", 是: `bi̍t-bé sī …`)
    # Australian Kriol's and Torres Strait Creole's `im` ("it", standing for "is": `paswed blanga
    # ofis im …`), only before a value with a digit (elsewhere it is German's "in the").
    r"|im(?=[ \t]+(?:\|[ \t]+)?(?![A-ZÄÖÜ][a-zäöüß])[^\s]*\d)"
    # Dzongkha's topic `di` with its closing `ing` ("is") after the value (`sangtshig di … ing`),
    # only so (elsewhere `di` is Italian's "of"); Bhutanese and Nepali English's polite `la`, only
    # before a value of letters and digits that ends the clause (`the recovery key la …`).
    r"|di(?=(?:[ \t]+|[ \t]*\x1f[ \t]*)(?:\|[ \t]+)?[^\s\x1f]{4,64}[ \t]+ing(?![^\W\d_]))"
    r"|la(?=[ \t]+(?=[^\s]*\d)(?=[^\s]*[^\W\d_])[^\s]{6,64}?[ \t]*(?:[.,!]|\n|\Z))"
    r"|yaka(?=[ \t]+[^\s]*\d)"  # (Chinook Jargon's "it", standing for "is", before a digit)
    # (the Caribbean creoles' `a`, only before a value of letters and a digit, eight or more,
    # perhaps in the next field: `da office password a` | `…`; never a count's word, `pass a
    # 2-tuple`)
    r"|a(?=(?:[ \t]+|[ \t]*\x1f[ \t]*)(?!\d{1,3}-[^\W\d_]+(?:\s|\Z))(?=[^\s\x1f]{0,63}\d)"
    r"(?=[^\s\x1f]{0,63}[^\W\d_])[^\s\x1f]{8,64}(?:\s|\Z))"
    # (Papiamento's "is", only before a value with a digit or four words or more that end the
    # clause: `e frase sekreto di e vault ta …`; elsewhere Spanish chat's `ta`, "está")
    r"|ta(?=[ \t]+(?:[^\s]*\d|[a-z]{3,}(?:[ \t]+[a-z]{3,}){3,}[ \t]*(?:[.,!]|\n|$)))"
    r"|ula(?=[ \t]+[^\s]*\d)"  # (Mi'kmaq's "this (is)", before a digit: `padlock ula …`)
    # (Bengali in Latin letters: the label's article `ta`, perhaps with "is", before a value with a
    # digit: `OTP ta …`, `pass ta holo "…"`)
    r"|ta(?:[ \t]+(?:holo|hocche|hoilo))?(?=[ \t]+[\"'“]?[^\s]*\d)|holo(?=[ \t]+[\"'“]?[^\s]*\d)"
)
# "Of" in Arabic as people text it, between a label and what it is for: the Maghreb's, Egypt's
# and the Levant's words, with the digits that stand for their letters (`password mta3 el pc: …`,
# `PIN mta3 el carta …`, `backup codes ta3 el 2FA: …`, `dyal`, `bta3`), and in Arabic letters
# (`العبارة السرية متاع الخزنة: …`, `ديال`, `بتاع`).
ARABIC_CHAT_OF = (
    r"mta3|mte3|mt3|nta3|nte3|ta3|dyal|dyel|diyal|bita3|beta3|btaa3|bta3|taba3"
    r"|tabaa|tab3|tabe3"  # (the Levant's: `el code tabaa el alarm …`)
    r"|متاع|متع|نتاع|ديال|بتاع|تاع"
)
# "Now" or "still" after the label's "is" (`the secret is still …`, `das Passwort ist immer noch
# …`), in the languages of `IS_WORDS`.
STILL_WORDS = (
    r"(?:now|still|currently|always|jetzt|noch|immer\s+noch|ahora|todav[íi]a|a[úu]n|agora|ainda"
    r"|maintenant|toujours|encore|ora|ancora|sempre|nu|nog|nog\s+steeds|steeds|teraz|nadal"
    r"|wci[ąa][żz]|fortfarande|stadig|fortsatt|yh[äa]|edelleen|m[ée]g|mindig|h[âa]l[âa])"
)
# "Changed to" in the label's language: `wachtwoord gewijzigd naar …`, `Passwort geändert auf …`,
# `contraseña cambiada a …`, `mot de passe changé en …`, `hasło zmienione na …`.
CHANGED_TO = (
    r"(?:changed|set|reset|updated|gewijzigd|veranderd|ingesteld|ge[äa]ndert|gesetzt"
    r"|cambiad[oa]|modificad[oa]|alterad[oa]|mudad[oa]|chang[ée]e?|modifi[ée]e?|cambiat[oa]"
    r"|impostat[oa]|zmienion[eya]|ustawion[eya]|[äa]ndrat|satt|endret|[æa]ndret|vaihdettu"
    r"|zm[ěe]n[ěe]no|изменен|изменён|змінено)\s+(?:to|naar|op|auf|zu|in|a|en|para|pour|na|till"
    r"|til|på|ksi|на)"
    r"|(?:(?:got|was|has\s+been|just\s+got)\s+)?(?:changed|reset|updated|rotated),?\s+it['’]?s"
    r"|(?:changed|reset|updated|rotated)[ \t]*(?:->|=>|→|⇒|➡️?)"  # `admin password reset → …`
    r"|qued[óo]\s+(?:en|como)|ficou(?:\s+(?:como|em))?"
    r"|got\s+(?:set|changed|reset|updated)\s+to"
)
