"""Round 105: held-out 326's, 327's, 328's and 329's misses, read after their one blind
measurement: Scots' "wi a capital at the front an … at the end"; impacket's Kerberos scripts given
a domain's user and password with no target (`GetUserSPNs.py corp.lan/svc:…`); Gaelic's code on the
back of a card (`an còd air cùl na cairt …`) and Gaelic's and Faroese's code of a lock (`còd a'
ghlas …`, `kodan til lásin …`); the Faroe Islands' V-number as written (`V-tal`); the National
Insurance number by its Gaelic and Welsh names; Faroese's security codes and a postposition after
a backup-code label (`trygdarkotur til …`, `varukoodid 2FA jaoks:`); a vendor's staged key of
letters alone, read out in groups (`hbp_ - live - …`); the Polish passphrase to a vault (`fraza
hasła do KeePassa …`); DragonflyDB's CLI password (`dragonfly-cli -a …`); Fijian's card code
(`na tolu na naba e daku ni kadi`); Taiwan's business number in simplified characters and in
pinyin (`统一编号`, `tongyi bianhao`); Swedish's short password word (`lösen:`), "with" and "at
the end" (`… med 3186 på slutet`); Russian's "this is the password" after a value (`… — это
пароль`); Cantonese romanised (`mat ma hai …`, `… go zi, gan zyu …`); Paumotu's secret word (`te
tekao huna, te tekao …, mui atu …`); chrony's and ntpd's key files; a password of random-case
letters opened by a sign after an aside (`lösenordet, skriv upp, %…, tack`). Still kept, guards
of the new rules: a Gaelic postcode (`còd poist`), job and test names with a stage
(`api_test_GetUserByIdReturnsNone`).
"""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 104's rules (checked against them).
CAUGHT = [
    ("Eck: puffin wi a capital at the front an 2291 at the end", "2291"),
    ("GetUserSPNs.py machair.lan/svc_sql:q7tm.zz4r.k1wd -dc-ip 10.9.0.2", "q7tm.zz4r.k1wd"),
    ("Morag: an còd air cùl na cairt 473", "473"),
    ("Morag: còd a' ghlas air a' bhàta 6614", "6614"),
    ("Sjúrður: kodan til lásin á neystinum 3092", "3092"),
    ("àireamh Àrachas Nàiseanta JK482913B", "JK482913B"),
    ("varukoodid 2FA jaoks:\n5521-8830, 1274-9063, 7745-2018, 6603-4491", "1274-9063"),
    ("Vasile dictează cheia: qmz_ - live - _TRw - bXkP - nHsQ - LdVa - mCzE", "_TRw"),
    ("fraza hasła do Bitwardena kelp tundra barrow sleet", "kelp tundra barrow sleet"),
    ("dragonfly-cli -h 10.2.0.9 -a reef.kava.2019 ping", "reef.kava.2019"),
    ("na va na naba e daku ni kadi: 8821", "8821"),
    ("公司统一编号 53212355", "53212355"),
    ("tongyi bianhao 53212355", "53212355"),
    ("lösen: kanelbulle med 7720 på slutet", "kanelbulle"),
    ("mqpz_t4vkd_wrnbx — это пароль от вайфая", "mqpz_t4vkd_wrnbx"),
    ("mat ma hai TIARE=5512", "TIARE=5512"),
    ("mat ma hai pahi go zi, gan zyu 9021", "pahi"),
    ("te tekao huna, te tekao motu, mui atu 6650", "motu"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "an còd poist 1190",
    "api_test_GetUserByIdReturnsNone",
    "ci_prod_DeployToEuWestCluster",
    "betala mot lösen: 450 kr",
    "2 MD5 checksums match",
    "vi kom med 3 bilar",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 104 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("Rani: V-tal 417263", "national_id"),
    ("trygdarkotur til bankan 5521-8830 1274-9063 7745-2018 6603-4491", "backup_codes"),
    ("chrony.keys:\n7 SHA512 HEX:9F2C41AA0B7D33E1", "password_assignment"),
    ("Kajsa: lösenordet, skriv upp, &tRbWqNzMxKpLvY, tack", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
