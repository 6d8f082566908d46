"""Keys of vendors whose keys have no prefix of their own: a vendor's name, then its key.

Part of the scrubber (`memories.redaction`); pure. Many vendors issue a bare hex run, a UUID or a
random run as a key (Datadog, Algolia, Postmark, Kaggle, Rollbar, Scaleway, …): such a key is
known only by the name near it (`Datadog key natin: …`, `chiave Algolia admin: …`, `KAGGLE_KEY=…`,
a `POSTMARK_SERVER_TOKEN` entry's `value:` on the next line, `Gitea,<key>` in a CSV row). The
names are data (`VENDOR_NAMES`, the vendors of gitleaks' and betterleaks' keyword rules and more);
a value goes when it is key-shaped: a long hex run, a UUID or a random run of letters and digits.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from memories.redaction.entropy import entropy
from memories.redaction.family import Family, Span
from memories.redaction.shapes import is_key_run

__all__ = ["FAMILIES", "VENDOR_NAMES"]

VENDOR_NAMES = """
    adafruit adobe airtable algolia alibaba amplitude asana assemblyai atlassian auth0 azure
    beamer bitbucket bitfinex binance bittrex bitwarden braintree brevo browserstack bugsnag
    buildkite calendly checkout circleci clearbit clickup cloudflare cloudinary codacy codecov
    cohere coinbase confluent contentful coveralls datadog deepgram deepl digitalocean discord
    dropbox droneci duffel dynatrace easypost elevenlabs etsy fastly finicity finnhub firebase
    flickr freshbooks freshdesk gitea gitter gocardless gumroad helpscout heroku honeycomb
    hubspot intercom jfrog jira kaggle klaviyo kucoin launchdarkly linkedin lob logdna loggly
    looker mailchimp mailerlite mailgun mailjet mapbox mattermost meraki messagebird mixpanel
    mollie netlify newrelic nexmo ngrok nytimes okta onesignal openweathermap opsgenie
    pagerduty papertrail paypal paystack pinecone pipedrive plaid plivo postmark posthog
    pusher qdrant rapidapi razorpay readme rollbar salesforce scaleway segment sendbird sentry
    shippo sinch smartsheet snyk sonarcloud sparkpost splunk squarespace statuspage sumologic
    telnyx todoist travis trello twilio twitch twitter typeform vercel vonage weatherapi
    webflow wandb weaviate yandex zendesk zoho zoom zuplo
"""
_NAMES = "|".join(sorted(VENDOR_NAMES.split(), key=len, reverse=True))
# The name (alone or inside an identifier: `KAGGLE_KEY`, `scw_secret_key` for Scaleway's
# `SCW_`), up to 40 characters of what names the key (`key natin`, `admin`, `-Schlüssel`, a
# YAML entry's next line), a separator, then the value (quoted or not).
_NAMED_RE = re.compile(
    r"(?i:(?<![A-Za-z])(?P<name>" + _NAMES + r"|scw|azure[ _\-]openai)(?![a-z]))"
    r"(?P<between>[^\n:=,|<>\"'`]{0,40}?[\"'`\]]{0,2}"
    r"(?:\n[ \t]*(?:-[ \t]*)?[A-Za-z_]{1,20}[\"'`\]]{0,2})?)"  # (the next line's `value:`)
    r"[ \t]*(?::=|\?=|=>|<<<|[:=,|>\t])[ \t]*[\"'`]?"
    r"(?P<v>[A-Za-z0-9][A-Za-z0-9_\-+/]{19,200}={0,2})(?![A-Za-z0-9_\-+/=])"
)
_GATE_RE = re.compile(r"(?i:" + _NAMES + r"|scw)")
_UUID_RE = re.compile(r"[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}")
# Words that make the run an id, a hash or a version, not a key.
_NOT_KEY_WORDS_RE = re.compile(
    r"(?i:commit|sha|hash|digest|checksum|build|version|release|trace|span|request|order"
    r"|invoice|ticket|issue|event|user|account|customer|project|org|team|(?<![a-z])id(?![a-z]))"
)
_MIN_ENTROPY = 3.0


# A vendor's typed id, not a key: Stripe's `pi_3Mtw…`, `cus_…` (its keys have prefixes of their
# own, `vendors`).
_TYPED_ID_RE = re.compile(r"[a-z]{1,6}_")


def _named_keys(text: str) -> Iterator[Span]:
    for m in _NAMED_RE.finditer(text):
        value = m.group("v")
        if _NOT_KEY_WORDS_RE.search(m.group("between")) or _TYPED_ID_RE.match(value):
            continue
        if (is_key_run(value) or _UUID_RE.fullmatch(value)) and entropy(value) >= _MIN_ENTROPY:
            yield m.start("v"), m.end("v"), "vendor_key"


FAMILIES = (Family("vendor_named_key", _GATE_RE, _named_keys),)
