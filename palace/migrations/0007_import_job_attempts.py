from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("palace", "0006_import_job_via_key"),
    ]

    operations = [
        migrations.AddField(
            model_name="importjob",
            name="attempts",
            field=models.PositiveSmallIntegerField(default=0),
        ),
    ]
