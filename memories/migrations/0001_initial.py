from django.db import migrations, models
from pgvector.django import VectorExtension


class Migration(migrations.Migration):
    initial = True

    dependencies: list[tuple[str, str]] = []

    operations = [
        VectorExtension(),
        migrations.CreateModel(
            name="WorkerHeartbeat",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("name", models.CharField(max_length=64, unique=True)),
                ("hostname", models.CharField(blank=True, max_length=255)),
                ("beats", models.PositiveBigIntegerField(default=0)),
                ("last_seen", models.DateTimeField()),
            ],
        ),
    ]
