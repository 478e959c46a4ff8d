print("spendrop")
