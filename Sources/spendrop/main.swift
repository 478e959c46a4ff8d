import Foundation

Launcher.ensureSingleThreadedOpenMP()
exit(await SpendropCLI.run(Array(CommandLine.arguments.dropFirst())))
