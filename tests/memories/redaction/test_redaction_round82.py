"""Round 82: held-out 238's, 239's, 240's and 241's misses, read after their one blind
measurement: a dictated password's word in quotes (`le mot « papita » suivi de 2345`, `'ensete',
then 3080`); Oromo's "secret word" and "secret number" (`jecha iccitii`, `lakkoofsa iccitii`),
Oromo's code word (`albaabu koodu`); the loanword with the Horn of Africa's endings
(`pasiwoordu`, `passwordiya`, `ፓስወርዱ`); Amharic's passphrase, secret number and secret key
(`የይለፍ ሐረግ`, `ሚስጥራዊ ቁጥሬ`, `ሚስጥራዊ ቁልፍ`), Ethiopic's colons and comma read as ours, a
2FA label after Amharic's possessive prefix (`የ2FA`); a password manager's four dotted groups
of five; ZooKeeper's `addauth digest`; XlsxWriter's `worksheet.protect('…')`; a one-time code
in two halves (`375 969`); the Amex's front code by a diminutive (`numeritos`) or with the card's
groups between; a company's register number further from its name (`organisationsnummer of the
Gothenburg importer: …`); an id's short name as a metadata key written with an underscore
(`y_tunnus`, `steuer_id`); Sorbian's passphrase (`hesłowa sada`) and "now it is" after a
password's word (`…, nětko je …`)."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from memories.redaction.json import scrub_json
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 81's rules (checked against them).
CAUGHT = [
    ("the password is the word 'quokka' followed by 8812", "8812"),
    ("password: 'ensete', then 4091", "4091"),
    ("pasiwoordu 'buna' qaale, aanchite 7731", "7731"),
    ("lakkoofsa iccitii bankii koo 66120 dha", "66120"),
    ("የባንክ ሚስጥራዊ ቁጥሬ 48210 ነው", "48210"),
    ("balbala koodu 77120", "77120"),
    ("የይለፍ ሐረጉ፦ langano bishoftu gonder axum", "langano bishoftu"),
    ("የ2FA ሚስጥራዊ ቁልፍ፦ JBSW Y3DP EHPK 3PXP", "JBSW Y3DP"),
    ("is jetze 7rk2m.xq9pa.zg3wn.4kp8t", "7rk2m.xq9pa.zg3wn.4kp8t"),
    ("worksheet.protect('lusatia-karpfen-2031')", "lusatia-karpfen-2031"),
    ("los 4 numeritos del frente de la Amex: 4401", "4401"),
    ("Swedish organisationsnummer of the Gothenburg importer: 556703-7485", "556703-7485"),
    ("hesłowa sada: kornischon hasiok schleie sprjewja", "kornischon hasiok"),
    ("hesło, nětko je „SZOLA-8380~“", "SZOLA-8380~"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "obj.protect('readonly')",
    "the 'word count' is 2330",
    "the word 'hello' appears 12 times",
    "registered in 2019, the parcel weighs 558817-7690",
    "code 375 969 000",
    "see mail1.corp2.exam3.local1 now",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 81 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("le mot de passe est le mot « tamarin » suivi de 5521", "password_assignment"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)


@pytest.mark.parametrize(
    ("key", "value"), [("y_tunnus", "2751262-0"), ("steuer_id", "10307085493")]
)
def test_an_id_under_its_short_name_with_an_underscore_is_scrubbed(key: str, value: str) -> None:
    assert scrub_json({"supplier": {key: value}}) == {"supplier": {key: "[REDACTED:national_id]"}}
