# ruff: noqa: RUF001  (Cyrillic letters are the samples)
"""Round 65: held-out 182's, 183's, 184's and 185's misses, read after their one blind
measurement: a key after a short prefix (`snk_…`) under a name that ends in `_KEY`; a TOTP
secret of small letters alone, one run; a PIN after a long qualifier and French's `c'est` or its
texting `c`; a card's back "by the signature strip" and in Bemba and Chichewa (`inambala
shitatu ku numa ya kadi`, `kumbuyo kwa kadi`); sic's and HTCondor's passwords (`sic -k`,
`condor_store_cred add -p`); a value before its label after Tahitian's `'O … te` and Pontic's
`… en to … password`; a network's word, then "is …, followed by …"; a thing's name said as the
word (`the name of Temel's boat, …, followed by …`); a password on the line after a long
qualifier; a UUID as an API client's last argument after an object built in place; letters
alone at random after a qualifier (`пароль от … MKmu…`); a USSD string of one choice and a PIN
sent by a modem's `AT+CUSD`; the wifi's code (`code wifi`, `wifi code`); a document's word in
Russian's Latin letters, a spa card, a seaman's book, a tobacco grower's and a trade test's
numbers, a certificate after a shaft's small number; a NUIT "pra factura". Kept: a password
shared "on" an app; a tea clone's code; a spaced tracking number; the flag itself (`the sic -k
flag`); a count after "number of"."""

from __future__ import annotations

import pytest

from memories.redaction import scrub_secrets
from tests.memories.redaction.round_checks import class_tests

# (text, secret): each written for this test, in the classes' shapes, not a corpus's sample;
# each missed by round 64's rules (checked against them).
CAUGHT = [
    (
        "RAINKIT_CLOUD_KEY=rnk_q8w2mzt4xkp9vb3nh6cj1rd5lf7gs0ya4e",
        "rnk_q8w2mzt4xkp9vb3nh6cj1rd5lf7gs0ya4e",
    ),
    ("2FA key: qmzxvtrplkwhdbnf", "qmzxvtrplkwhdbnf"),
    ("PIN de la carte de la mutuelle c'est 61820", "61820"),
    ("le PIN de la tontine c 61820 merci", "61820"),
    ("the three numbers by the signature strip are 284", "284"),
    ("nambala zitatu kumbuyo kwa kadi ndi 417", "417"),
    ("condor_store_cred add -p Gx7pump.lake", "Gx7pump.lake"),
    ("'O Mahana#2207vai te password 'āpī", "Mahana#2207vai"),
    (
        "'O 3f2b9c1e-7d4a-4e5b-9c6f-1a2b3c4d5e6f te API key",
        "3f2b9c1e-7d4a-4e5b-9c6f-1a2b3c4d5e6f",
    ),
    ("Sourmena77#kale en to neo password", "Sourmena77#kale"),
    ("the name of Ayşe's cat, pamuk, followed by 3381", "pamuk"),
    (
        'var ferry = new FerrylineApi(new Uri("https://api.ferry.example"), '
        '"9b1c7e2a-3d4f-4a5b-8c6d-7e8f9a0b1c2d");',
        "9b1c7e2a-3d4f-4a5b-8c6d-7e8f9a0b1c2d",
    ),
    ('AT+CUSD=1,"*150*2*60713#",15 to confirm the payment', "60713"),
    ("le code wifi du gîte (Kaz-Lodge) c'est ATR72-ZKQPLM-771", "ATR72-ZKQPLM-771"),
    ("udostoverenie voditelya (kat. B): 770-4213", "770-4213"),
    ("санаторно-курортная карта №2210/550173", "2210/550173"),
    ("gemiadamı cüzdanı no: TRB-771204", "TRB-771204"),
    ("nomboro ya trade test ya ka ki TEVETA/TT/2025/51733", "TEVETA/TT/2025/51733"),
    ("blaster's certificate, Konkola No. 4 pit: MSD/BLS/44821", "MSD/BLS/44821"),
]

# Lookalikes that must be kept: the same words where they hold no secret.
KEPT = [
    "never share ur pw on WhatsApp, ok",
    "clone PC108 gave 3 tonnes this week",
    "Tracking number 9405 5036 9930 0123 4567 89 for the spare part.",
    "the sic -k flag sets the server password",
    "the permit number of visitors was 120000",
    "the wifi is down, then 2 hours later it came back",
    "'O Teva te pilote",
    'var o = new Order(new Customer("bob"), "5ab3cdbd-8538-465b-8f75-a42c5b9edff2");',
    "the name of the street, Elm, then 42 more houses",
    "dial *100*2*5000# to check the balance",
    "the wifi code is on the fridge",
]

test_the_class_is_scrubbed, test_the_lookalike_is_kept = class_tests(CAUGHT, KEPT)


# (text, kind): round 64 took these only by the value model's guess; the class's rule names them.
NAMED = [
    ("sic -h irc.oftc.net -n molo -k 'reef-lamp-77'", "password_assignment"),
    ("wifi at the cabin is pelican, followed by 5521", "password_assignment"),
    ("password for the Ardeşen tea shop till\nQr7!tealeaf2031", "password_assignment"),
    ("grower number ku Tobacco Board ndi TBZ-118830-K", "national_id"),
    ("NUIT da cooperativa, pra factura: 400123403", "national_id"),
]


@pytest.mark.parametrize(("text", "kind"), NAMED)
def test_the_rule_names_it(text: str, kind: str) -> None:
    assert scrub_secrets(text).found == (kind,)
